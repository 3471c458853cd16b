import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StyleAnswers, StyleProfile } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearQuizProgress } from '../api/quiz-storage';

/** The closet in "For you" order (the catalogue's `sort` parameter). */
export const FOR_YOU_CLOSET = `${paths.bags}?sort=for-you`;

function sameAnswers(a: StyleAnswers, b: StyleAnswers): boolean {
  return (['occasions', 'colours', 'silhouettes', 'brands', 'budget'] as const).every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  );
}

const savedDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * What a member does with their answers: save them as their style profile (which orders
 * the closet "For you"), or clear the profile they saved. Each is confirmed in the
 * panel's polite live region, and focus moves to the panel's heading: the button pressed
 * gives way to another (Save to the closet link, Clear to Save), and focus must not fall
 * to the page.
 */
export function MemberStylePanel({
  answers,
  saved,
  save,
  clear,
}: {
  answers: StyleAnswers;
  saved: StyleProfile | null;
  save: (answers: StyleAnswers) => Promise<void>;
  clear: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const isSaved = saved !== null && sameAnswers(saved, answers);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set at once on a press: a second press before the busy state renders sends nothing.
  const running = useRef(false);
  // Focus moves after the render that shows the confirmation (the pressed button may be gone).
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    heading.current?.focus();
  });

  const run = async (kind: 'save' | 'clear') => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setMessage(null);
    try {
      if (kind === 'save') {
        await save(answers);
        // Saved to the profile: this browser no longer needs its own copy.
        clearQuizProgress();
        pendingFocus.current = true;
        setMessage({ kind: 'ok', text: 'Your style profile is saved.' });
      } else {
        await clear();
        pendingFocus.current = true;
        setMessage({ kind: 'ok', text: 'Your style profile is cleared.' });
      }
    } catch (error) {
      console.error(`Could not ${kind} the style profile`, error);
      setMessage({
        kind: 'error',
        text:
          kind === 'save'
            ? 'We could not save your style profile. Please try again.'
            : 'We could not clear your style profile. Please try again.',
      });
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="style-profile-title"
      className="rounded-3xl border border-neutral-200 p-6 dark:border-neutral-800"
    >
      <h2
        id="style-profile-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl focus:outline-none"
      >
        Your style profile
      </h2>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        {isSaved
          ? `These answers are your style profile (saved ${savedDate(saved.saved_at)}). The closet's “For you” order uses them.`
          : saved
            ? 'These answers differ from your saved style profile. Save them to order the closet “For you” by them.'
            : 'Save these answers as your style profile to order the closet “For you”.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* Not `disabled` while busy: that would drop keyboard focus. */}
        {(!isSaved || busy === 'save') && (
          <Button
            onClick={() => void run('save')}
            aria-disabled={busy !== null}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy === 'save' ? 'Saving...' : 'Save my style profile'}
          </Button>
        )}
        {isSaved && (
          <Button asChild>
            <Link to={FOR_YOU_CLOSET}>See the closet, for you</Link>
          </Button>
        )}
        {(saved || busy === 'clear') && (
          <Button
            variant="outline"
            onClick={() => void run('clear')}
            aria-disabled={busy !== null}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy === 'clear' ? 'Clearing...' : 'Clear my style profile'}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {message && (
          <p
            role={message.kind === 'error' ? 'alert' : undefined}
            className={`mt-3 text-sm ${message.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-neutral-700 dark:text-neutral-300'}`}
          >
            {message.text}
          </p>
        )}
      </div>
    </section>
  );
}
