import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import {
  PREFERENCES_FAILED,
  useEmailPreferences,
  useSaveEmailPreferences,
  type EmailPreferences,
} from '../api/email-preferences';

function PreferencesForm({ uid, saved }: { uid: string; saved: EmailPreferences }) {
  const save = useSaveEmailPreferences(uid);
  const [choices, setChoices] = useState<EmailPreferences>(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await save(choices);
      toast.success('Email choices saved');
    } catch {
      setError(PREFERENCES_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm text-neutral-600 dark:text-neutral-400">
          Every notice is in your inbox. Also email me when:
        </legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={choices[kind]}
              onChange={(event) => setChoices({ ...choices, [kind]: event.target.checked })}
              className="size-5 accent-ink dark:accent-gold"
            />
            {NOTIFICATION_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save email choices'}
        </Button>
        <FormAlert>{error}</FormAlert>
      </div>
    </form>
  );
}

/** The account page's email choices: one switch per kind of notice. */
export function EmailPreferencesSection({ uid }: { uid: string }) {
  const state = useEmailPreferences(uid);
  return (
    <section
      aria-labelledby="email-preferences-heading"
      className="flex flex-col gap-4 border-t border-neutral-200 pt-6 dark:border-neutral-800"
    >
      <h2 id="email-preferences-heading" className="font-display text-2xl">
        Notifications
      </h2>
      {state.status === 'loading' && (
        <p role="status" className="text-sm text-neutral-500">
          Loading your email choices...
        </p>
      )}
      {state.status === 'error' && (
        <FormAlert>Failed to load your email choices. Please refresh the page.</FormAlert>
      )}
      {state.status === 'success' && <PreferencesForm uid={uid} saved={state.email} />}
    </section>
  );
}
