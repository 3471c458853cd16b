import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import type { ImportWaitlistSurveyResult, SurveyImportIssue } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isCallableError } from '@/lib/callable';
import { plural } from '@/lib/plural';
import {
  importWaitlistSurveyInputSchema,
  useImportWaitlistSurvey,
} from '../api/import-waitlist-survey';

const GENERIC_FAILURE = 'Failed to import data. Please check the format and try again.';

function IssueList({ label, issues }: { label: string; issues: SurveyImportIssue[] }) {
  return (
    <ul aria-label={label} className="mt-1 max-h-48 overflow-y-auto pl-5 list-disc">
      {issues.map((issue) => (
        <li key={issue.line}>
          Line {issue.line}: {issue.entry || '(no name or email)'} — {issue.reason}
        </li>
      ))}
    </ul>
  );
}

/** The Import tab: paste the survey tool's export, send it to `importWaitlistSurvey`. */
export function WaitlistImport() {
  const importSurvey = useImportWaitlistSurvey();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportWaitlistSurveyResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    setResult(null);
    const parsed = importWaitlistSurveyInputSchema.safeParse({ text });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? GENERIC_FAILURE;
      setError(message);
      toast.error(message);
      return;
    }
    setBusy(true);
    try {
      const outcome = await importSurvey(parsed.data);
      setResult(outcome);
      if (outcome.imported > 0) {
        toast.success(`Successfully imported ${plural(outcome.imported, 'entry', 'entries')}!`);
        setText('');
      }
      if (outcome.duplicates > 0) {
        toast.info(
          `${plural(outcome.duplicates, 'duplicate entry was', 'duplicate entries were')} skipped`,
        );
      }
      if (outcome.failed > 0) {
        toast.error(`${plural(outcome.failed, 'entry', 'entries')} failed to import`);
      }
    } catch (cause) {
      console.error('Survey import failed', cause);
      // The function explains a paste it cannot read ("No valid entries found in the data").
      const message =
        isCallableError(cause, 'invalid-argument') && cause.fromFunction
          ? cause.message
          : GENERIC_FAILURE;
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-xl">
          Import from Tally
        </h2>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Paste the survey responses as copied from Tally. New signups are added as Pending; emails
          already on the waitlist are skipped.
        </p>
      </div>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Survey data
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={12}
        placeholder={'Nov 3, 2:15 PM\nJane Doe\njane@example.com\n10001\n...'}
        className="w-full rounded-lg border border-neutral-300 bg-white px-4 py-3 font-mono text-sm dark:border-neutral-700 dark:bg-neutral-950"
      />
      <div>
        <Button onClick={() => void run()} disabled={busy}>
          <Upload aria-hidden="true" className="size-4" />
          {busy ? 'Importing...' : 'Import Signups'}
        </Button>
      </div>
      <FormAlert>{error}</FormAlert>
      {result && (
        <div role="status" className="rounded-lg bg-neutral-50 p-4 text-sm dark:bg-neutral-900">
          <p className="font-semibold">Import finished</p>
          <ul className="mt-2 list-disc pl-5">
            <li>{plural(result.imported, 'entry', 'entries')} imported</li>
            <li>{plural(result.duplicates, 'duplicate', 'duplicates')} skipped</li>
            <li>{plural(result.failed, 'entry', 'entries')} failed</li>
          </ul>
          {result.skipped.length > 0 && (
            <div className="mt-3 text-red-800 dark:text-red-300">
              <p className="font-medium">
                {plural(result.skipped.length, 'entry was', 'entries were')} not imported:
              </p>
              <IssueList label="Skipped entries" issues={result.skipped} />
            </div>
          )}
          {result.notes.length > 0 && (
            <div className="mt-3 text-amber-800 dark:text-amber-300">
              <p className="font-medium">
                {plural(result.notes.length, 'entry was', 'entries were')} imported with a note:
              </p>
              <IssueList label="Imported with a note" issues={result.notes} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
