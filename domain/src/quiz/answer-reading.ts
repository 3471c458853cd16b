/**
 * The quiz's answers without their schema (answers.ts): the empty answers, what a page
 * shows of them, and `readStyleAnswers`, the schema's rule in plain code for the public
 * `/quiz` page, which reads its kept progress at start without loading zod. A property
 * test holds the two to the same answers (__tests__/answer-reading.test.ts).
 */
import type { QuizListQuestionId, StyleAnswers, StyleProfile } from './answers';
import { QUIZ_QUESTION_IDS, QUIZ_QUESTIONS, quizOptionIds, type QuizQuestionId } from './questions';

/** The several-answer questions, in the quiz's order. */
const LIST_QUESTIONS = QUIZ_QUESTION_IDS.filter((id): id is QuizListQuestionId => id !== 'budget');

/** The answers of someone who has answered nothing yet. */
export const EMPTY_STYLE_ANSWERS: StyleAnswers = {
  occasions: [],
  colours: [],
  silhouettes: [],
  brands: [],
  budget: null,
};

/** The answers of a saved profile (without its date). */
export function styleProfileAnswers(profile: StyleProfile): StyleAnswers {
  const { occasions, colours, silhouettes, brands, budget } = profile;
  return { occasions, colours, silhouettes, brands, budget };
}

/** The answers as short labels per question, for admins and summaries ("Black, Metallics"). */
export function describeStyleAnswers(
  answers: StyleAnswers,
): { id: QuizQuestionId; title: string; answer: string }[] {
  return QUIZ_QUESTIONS.map((question) => {
    const picked =
      question.id === 'budget'
        ? answers.budget === null
          ? []
          : [answers.budget]
        : answers[question.id];
    const labels = question.options
      .filter((choice) => picked.includes(choice.id))
      .map((choice) => choice.label);
    return {
      id: question.id,
      title: question.title,
      answer: labels.length === 0 ? 'No answer' : labels.join(', '),
    };
  });
}

/**
 * `value` read as the quiz's answers, as `styleAnswersSchema` reads it (a missing
 * question is unanswered, repeats are dropped), or `null` where the schema refuses it
 * (an option the quiz does not offer, anything that is not answers).
 */
export function readStyleAnswers(value: unknown): StyleAnswers | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const answers: StyleAnswers = { ...EMPTY_STYLE_ANSWERS };
  for (const id of LIST_QUESTIONS) {
    const list = record[id];
    if (list === undefined) continue;
    const offered: readonly string[] = quizOptionIds(id);
    if (!Array.isArray(list) || list.length > offered.length) return null;
    if (!list.every((item) => typeof item === 'string' && offered.includes(item))) return null;
    answers[id] = [...new Set(list as string[])];
  }
  const budget = record.budget;
  if (budget !== undefined && budget !== null) {
    const offered: readonly string[] = quizOptionIds('budget');
    if (typeof budget !== 'string' || !offered.includes(budget)) return null;
    answers.budget = budget;
  }
  return answers;
}
