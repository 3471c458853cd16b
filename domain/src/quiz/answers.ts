/**
 * The quiz's answers: what a visitor sends with a waitlist signup (`style_answers`) and
 * what a member saves as their style profile (`profiles/{uid}.style_profile`).
 */
import { z } from 'zod';
import { QUIZ_QUESTIONS, quizOptionIds, type QuizQuestionId } from './questions';

/** The several-answer questions. */
export type QuizListQuestionId = Exclude<QuizQuestionId, 'budget'>;

const questionTitle = (id: QuizQuestionId) =>
  QUIZ_QUESTIONS.find((question) => question.id === id)?.title ?? id;

/** A list of one question's option ids: each known, each once. */
function choices(id: QuizListQuestionId) {
  const ids = quizOptionIds(id) as [string, ...string[]];
  const problem = `Please choose answers the quiz offers for “${questionTitle(id)}”`;
  return z
    .array(z.enum(ids, { error: problem }), { error: problem })
    .max(ids.length, problem)
    .overwrite((list) => [...new Set(list)])
    .default([]);
}

const budgetIds = quizOptionIds('budget') as [string, ...string[]];

/**
 * The answers to the quiz. Every question may be skipped (an empty list, no budget);
 * unknown option ids are refused with the question's title; repeats are dropped.
 */
export const styleAnswersSchema = z.object(
  {
    occasions: choices('occasions'),
    colours: choices('colours'),
    silhouettes: choices('silhouettes'),
    brands: choices('brands'),
    budget: z
      .enum(budgetIds, { error: `Please choose a budget the quiz offers` })
      .nullable()
      .default(null),
  },
  { error: 'The style quiz answers are not in a form we can read. Please take the quiz again.' },
);

export type StyleAnswersInput = z.input<typeof styleAnswersSchema>;
export type StyleAnswers = z.output<typeof styleAnswersSchema>;

/**
 * A member's saved style profile (`profiles/{uid}.style_profile`): the answers and when
 * they were saved (the rules require the server time of the write).
 */
export const styleProfileSchema = styleAnswersSchema.extend({ saved_at: z.date() });
export type StyleProfile = z.output<typeof styleProfileSchema>;
