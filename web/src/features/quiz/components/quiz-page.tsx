import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  EMPTY_STYLE_ANSWERS,
  QUIZ_QUESTIONS,
  describeStyleAnswers,
  hasStyleAnswers,
  type StyleAnswers,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/media/use-media-query';
import {
  clearQuizProgress,
  parseQuizProgress,
  readQuizProgressText,
  writeQuizProgress,
  type QuizProgress,
} from '../api/quiz-storage';
import { QuizQuestionStep } from './quiz-question';
import { QuizPicks, type UsePicksSource } from './quiz-picks';

const TOTAL = QUIZ_QUESTIONS.length;

/** Said when the last question is left with nothing answered. */
export const NO_ANSWERS_MESSAGE = 'Please answer at least one question to see your picks.';

const noSubscription = () => () => {};
const noProgressText = () => null;

/** Where the quiz starts when this browser keeps no progress (the server's page too). */
function startingProgress(saved: StyleAnswers | null): QuizProgress {
  return saved && hasStyleAnswers(saved)
    ? { step: 'results', answers: saved }
    : { step: 0, answers: EMPTY_STYLE_ANSWERS };
}

function Results({
  answers,
  usePicksSource,
  next,
  headingRef,
}: {
  answers: StyleAnswers;
  usePicksSource: UsePicksSource;
  next: ReactNode;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const state = usePicksSource();
  return (
    <section aria-labelledby="quiz-results">
      <h2
        id="quiz-results"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl focus:outline-none sm:text-3xl"
      >
        Your picks
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {describeStyleAnswers(answers).map((row) => (
          <div key={row.id}>
            <dt className="text-neutral-600 dark:text-neutral-400">{row.title}</dt>
            <dd>{row.answer}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <QuizPicks answers={answers} state={state} />
      </div>
      <div className="mt-10">{next}</div>
    </section>
  );
}

/**
 * `/quiz`: the style quiz, one question a step ("Question 2 of 5"), with Back and Next;
 * focus moves to each step's heading. Progress is kept in this browser and restored. At
 * the end, picks from `usePicksSource` ranked by the domain, then `renderNext` (the
 * visitor's waitlist form, the member's save). `saved`: a member's style profile, shown
 * as their results when this browser has no quiz in progress. It is read when the page
 * opens: clearing it later leaves its answers on screen (with the panel's confirmation)
 * rather than sending the member back to question 1. The picks need at least one answer.
 */
export function QuizPage({
  usePicksSource,
  renderNext,
  saved = null,
}: {
  usePicksSource: UsePicksSource;
  renderNext: (answers: StyleAnswers) => ReactNode;
  saved?: StyleAnswers | null;
}) {
  // The progress kept in this browser until the person moves: read as an external store,
  // so the prerendered page (the first question: the server has no storage) hydrates as
  // rendered and React then shows the kept step at once.
  const keptText = useSyncExternalStore(noSubscription, readQuizProgressText, noProgressText);
  const kept = useMemo(() => parseQuizProgress(keptText), [keptText]);
  const [moves, setProgress] = useState<QuizProgress | null>(null);
  const [opening] = useState(() => startingProgress(saved));
  const progress = moves ?? kept ?? opening;
  // Before hydration the prerendered form would be sent by the browser itself (a GET that
  // reloads the page with the answer in the address and loses it): it waits for the app.
  const hydrated = useHydrated();
  const [noAnswers, setNoAnswers] = useState(false);
  const noAnswersId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the step once the person has moved, not on arriving at the page.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [progress.step]);

  const go = (next: QuizProgress) => {
    moved.current = true;
    setNoAnswers(false);
    setProgress(next);
    writeQuizProgress(next);
  };
  const retake = () => {
    clearQuizProgress();
    moved.current = true;
    setProgress({ step: 0, answers: EMPTY_STYLE_ANSWERS });
  };

  const { step, answers } = progress;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'results' || !hydrated) return;
    if (step + 1 === TOTAL && !hasStyleAnswers(answers)) {
      setNoAnswers(true);
      return;
    }
    go({ step: step + 1 < TOTAL ? step + 1 : 'results', answers });
  };

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl">The Style Quiz</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        Five questions about how you carry a bag. We pick from the closet for you.
      </p>
      <div className="mt-8">
        {step === 'results' ? (
          <>
            <Results
              answers={answers}
              usePicksSource={usePicksSource}
              next={renderNext(answers)}
              headingRef={heading}
            />
            <Button variant="outline" className="mt-8" onClick={retake}>
              Retake the quiz
            </Button>
          </>
        ) : (
          <form onSubmit={onSubmit} aria-label="Style quiz">
            <noscript>
              <p className="mb-6 rounded-xl border border-neutral-300 p-4 text-sm dark:border-neutral-700">
                Please turn on JavaScript in your browser to take the quiz.
              </p>
            </noscript>
            <fieldset disabled={!hydrated} className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-neutral-600 dark:text-neutral-400">
                Question {step + 1} of {TOTAL}
              </p>
              <div
                aria-hidden="true"
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
              >
                <div
                  className="h-full rounded-full bg-gold"
                  style={{ width: `${((step + 1) / TOTAL) * 100}%` }}
                />
              </div>
              <div className="mt-6">
                <QuizQuestionStep
                  key={step}
                  question={QUIZ_QUESTIONS[step]!}
                  answers={answers}
                  onChange={(next) => go({ step, answers: next })}
                  headingRef={heading}
                />
              </div>
              <div className="mt-8 flex justify-between gap-3">
                <Button
                  type="button"
                  variant="outline"
                  disabled={step === 0}
                  onClick={() => go({ step: step - 1, answers })}
                >
                  Back
                </Button>
                <Button type="submit" aria-describedby={noAnswers ? noAnswersId : undefined}>
                  {step + 1 < TOTAL ? 'Next' : 'See my picks'}
                </Button>
              </div>
              {noAnswers && (
                <p
                  id={noAnswersId}
                  role="alert"
                  className="mt-4 text-right text-sm text-red-700 dark:text-red-400"
                >
                  {NO_ANSWERS_MESSAGE}
                </p>
              )}
            </fieldset>
          </form>
        )}
      </div>
    </main>
  );
}
