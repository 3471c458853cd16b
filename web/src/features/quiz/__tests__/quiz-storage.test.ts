import { describe, expect, it } from 'vitest';
import { EMPTY_STYLE_ANSWERS, QUIZ_QUESTIONS, quizOptionIds } from '@unlimited/domain';
import { parseQuizProgress } from '../api/quiz-storage';

const [colour] = quizOptionIds('colours');
const kept = (value: unknown) => parseQuizProgress(JSON.stringify(value));

describe('the quiz progress kept in the browser', () => {
  it('comes back at the same question, or at the results, with its answers', () => {
    expect(kept({ step: 2, answers: { colours: [colour, colour] } })).toEqual({
      step: 2,
      answers: { ...EMPTY_STYLE_ANSWERS, colours: [colour] },
    });
    expect(kept({ step: 'results', answers: { colours: [colour] } })).toEqual({
      step: 'results',
      answers: { ...EMPTY_STYLE_ANSWERS, colours: [colour] },
    });
  });

  it('starts afresh from results with nothing answered (the picks need an answer)', () => {
    expect(kept({ step: 'results', answers: {} })).toBeNull();
    expect(kept({ step: 4, answers: {} })).toEqual({ step: 4, answers: EMPTY_STYLE_ANSWERS });
  });

  it('starts afresh from a step the quiz does not have, an answer it no longer offers, or text that is not progress', () => {
    expect(kept({ step: QUIZ_QUESTIONS.length, answers: {} })).toBeNull();
    expect(kept({ step: -1, answers: {} })).toBeNull();
    expect(kept({ step: 1.5, answers: {} })).toBeNull();
    expect(kept({ step: '2', answers: {} })).toBeNull();
    expect(kept({ step: 0, answers: { colours: ['plaid'] } })).toBeNull();
    expect(kept({ step: 0 })).toBeNull();
    expect(kept(null)).toBeNull();
    expect(parseQuizProgress('{not json')).toBeNull();
    expect(parseQuizProgress(null)).toBeNull();
  });
});
