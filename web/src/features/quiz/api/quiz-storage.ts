/**
 * The quiz in progress, kept in this browser (localStorage) so that leaving the page and
 * coming back finds the same step and answers. Read back by the quiz's rule (domain
 * `readStyleAnswers`, the answers' schema in plain code, so the public page loads no zod):
 * stored answers a newer quiz no longer offers (or anything unreadable) start the quiz
 * afresh.
 */
import {
  QUIZ_QUESTIONS,
  hasStyleAnswers,
  readStyleAnswers,
  type StyleAnswers,
} from '@unlimited/domain';

export const QUIZ_STORAGE_KEY = 'unlimited:style-quiz';

/** Where the quiz is: a question (0-based) or the results. */
export interface QuizProgress {
  step: number | 'results';
  answers: StyleAnswers;
}

/** The stored progress as written (a stable snapshot for `useSyncExternalStore`), or null. */
export function readQuizProgressText(): string | null {
  try {
    return window.localStorage.getItem(QUIZ_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A step the quiz has: a question's index, or the results. */
function isQuizStep(step: unknown): step is QuizProgress['step'] {
  return (
    step === 'results' ||
    (typeof step === 'number' &&
      Number.isInteger(step) &&
      step >= 0 &&
      step <= QUIZ_QUESTIONS.length - 1)
  );
}

/**
 * Progress read back from its stored text, or null when unreadable or from another quiz
 * (or at the results with nothing answered, which the quiz no longer allows).
 */
export function parseQuizProgress(text: string | null): QuizProgress | null {
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { step, answers } = stored as { step?: unknown; answers?: unknown };
  const read = readStyleAnswers(answers);
  if (!isQuizStep(step) || read === null) return null;
  return step === 'results' && !hasStyleAnswers(read) ? null : { step, answers: read };
}

/** The stored progress, or null when there is none (or it cannot be read). */
export function readQuizProgress(): QuizProgress | null {
  return parseQuizProgress(readQuizProgressText());
}

/** Keeps the progress (a browser that refuses storage simply does not keep it). */
export function writeQuizProgress(progress: QuizProgress): void {
  try {
    window.localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Private mode or a full storage: the quiz still works, it is just not kept.
  }
}

/** Forgets the progress (a retake, or once a member's answers are saved to their profile). */
export function clearQuizProgress(): void {
  try {
    window.localStorage.removeItem(QUIZ_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
