import type { StyleAnswers } from './answers';

/**
 * Whether any question has an answer. A module of its own, with no table behind it: the
 * waitlist form asks it, and loads none of the quiz's questions for that.
 */
export function hasStyleAnswers(answers: StyleAnswers): boolean {
  return (
    answers.budget !== null ||
    answers.occasions.length > 0 ||
    answers.colours.length > 0 ||
    answers.silhouettes.length > 0 ||
    answers.brands.length > 0
  );
}
