import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { NOTIFICATION_KIND_EMAIL_TOPICS, type UnsubscribeEmailsResult } from '@unlimited/domain';
import { InfoHero } from '@/components/layout/info-hero';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUnsubscribe, type UnsubscribeState } from '../api/unsubscribe';

const cardClasses =
  'mx-auto flex max-w-xl flex-col gap-5 rounded-3xl border border-neutral-200 bg-white p-7 dark:border-neutral-800 dark:bg-neutral-900';
const linkClasses =
  'font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold';
const textClasses = 'leading-relaxed text-neutral-700 dark:text-neutral-300';

/** Where the member changes every email setting (after signing in). */
function SettingsNote() {
  return (
    <p className={`text-sm ${textClasses}`}>
      You can change which emails you get at any time under{' '}
      <Link to={paths.account} className={linkClasses}>
        Account settings
      </Link>{' '}
      (sign in first). Your notices still appear in your inbox on the site.
    </p>
  );
}

function Question({
  result,
  busy,
  onTurnOff,
}: {
  result: UnsubscribeEmailsResult;
  busy: 'unsubscribe' | 'unsubscribe_all' | null;
  onTurnOff: (action: 'unsubscribe' | 'unsubscribe_all') => void;
}) {
  const topic = NOTIFICATION_KIND_EMAIL_TOPICS[result.kind];
  if (result.allOff) {
    return (
      <>
        <h2 className="font-display text-2xl">These emails are already off</h2>
        <p className={textClasses}>
          We send you no notice emails now, so there is nothing to turn off.
        </p>
      </>
    );
  }
  return (
    <>
      <h2 className="font-display text-2xl">
        {result.kindEmailOn ? 'Stop these emails?' : 'These emails are already off'}
      </h2>
      <p className={textClasses}>
        {result.kindEmailOn
          ? `We email you when ${topic}. Turn these emails off, or every notice email we send.`
          : `We no longer email you when ${topic}. You can also turn off every notice email.`}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {result.kindEmailOn && (
          <Button disabled={busy !== null} onClick={() => onTurnOff('unsubscribe')}>
            {busy === 'unsubscribe' ? 'Turning off...' : 'Turn off these emails'}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={busy !== null}
          onClick={() => onTurnOff('unsubscribe_all')}
        >
          {busy === 'unsubscribe_all' ? 'Turning off...' : 'Turn off all notice emails'}
        </Button>
      </div>
      <p className={`text-sm ${textClasses}`}>
        Invitations, return labels and receipts are not notices: they still arrive.
      </p>
    </>
  );
}

function Done({ state }: { state: Extract<UnsubscribeState, { status: 'done' }> }) {
  const topic = NOTIFICATION_KIND_EMAIL_TOPICS[state.result.kind];
  return (
    <>
      <h2 className="flex items-center gap-2 font-display text-2xl">
        <CheckCircle2 aria-hidden="true" className="size-6 text-green-700 dark:text-green-400" />
        You are unsubscribed
      </h2>
      <p className={textClasses}>
        {state.action === 'unsubscribe_all'
          ? 'We will no longer send you notice emails.'
          : `We will no longer email you when ${topic}.`}
      </p>
    </>
  );
}

/** /unsubscribe?token=…: what a notice email's unsubscribe link turns off, asked before it does. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const { state, turnOff, retry } = useUnsubscribe(params.get('token'));
  return (
    <main className="px-6 pb-24">
      <InfoHero
        eyebrow="Email settings"
        title="Unsubscribe"
        lead="Choose which emails about your membership you would rather not get."
      />
      <section aria-live="polite" aria-busy={state.status === 'checking'} className={cardClasses}>
        {state.status === 'checking' && (
          <p role="status" className={textClasses}>
            Checking your link...
          </p>
        )}
        {(state.status === 'ready' || state.status === 'saving') && (
          <Question
            result={state.result}
            busy={state.status === 'saving' ? state.action : null}
            onTurnOff={(action) => void turnOff(action)}
          />
        )}
        {state.status === 'done' && <Done state={state} />}
        {state.status === 'refused' && (
          <>
            <h2 className="font-display text-2xl">This link cannot be used</h2>
            <p role="alert" className={`flex gap-2 ${textClasses}`}>
              <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0 text-red-700" />
              {state.message}
            </p>
          </>
        )}
        {state.status === 'error' && (
          <>
            <p role="alert" className={`flex gap-2 ${textClasses}`}>
              <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0 text-red-700" />
              {state.message}
            </p>
            {state.result === null ? (
              <div>
                <Button variant="outline" onClick={retry}>
                  Try again
                </Button>
              </div>
            ) : (
              <Question
                result={state.result}
                busy={null}
                onTurnOff={(action) => void turnOff(action)}
              />
            )}
          </>
        )}
        {state.status !== 'checking' && <SettingsNote />}
      </section>
    </main>
  );
}
