import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStyleAnswers } from '../answer-reading';
import { styleAnswersSchema } from '../answers';
import { quizOptionIds } from '../questions';

/** What the schema makes of `value`, or null where it refuses it. */
const bySchema = (value: unknown) => {
  const parsed = styleAnswersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const offered = [
  ...quizOptionIds('occasions'),
  ...quizOptionIds('colours'),
  ...quizOptionIds('silhouettes'),
  ...quizOptionIds('brands'),
  ...quizOptionIds('budget'),
];
/** An answer: mostly options the quiz offers (of any question), sometimes anything. */
const answer = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...offered) },
  { weight: 1, arbitrary: fc.anything() },
);
/**
 * A question's list: its own options, repeats included (up to twice as many as it offers,
 * where the schema's length limit falls), or any answers, or anything at all.
 */
const list = (id: 'occasions' | 'colours' | 'silhouettes' | 'brands') => {
  const own = quizOptionIds(id);
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.constantFrom(...own), { maxLength: own.length * 2 }) },
    { weight: 2, arbitrary: fc.array(answer, { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.anything() },
  );
};
const answers = fc.record(
  {
    occasions: list('occasions'),
    colours: list('colours'),
    silhouettes: list('silhouettes'),
    brands: list('brands'),
    budget: fc.oneof(answer, fc.constant(null)),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('readStyleAnswers', () => {
  it('reads what the schema reads, the same way, and refuses what it refuses', () => {
    fc.assert(
      fc.property(
        fc.oneof({ weight: 8, arbitrary: answers }, { weight: 1, arbitrary: fc.anything() }),
        (value) => {
          expect(readStyleAnswers(value)).toEqual(bySchema(value));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('keeps each answer once, fills what was skipped and refuses an option the quiz does not offer', () => {
    const [first, second] = quizOptionIds('colours');
    expect(readStyleAnswers({ colours: [first, second, first] })).toEqual({
      occasions: [],
      colours: [first, second],
      silhouettes: [],
      brands: [],
      budget: null,
    });
    expect(readStyleAnswers({ colours: ['not-a-colour'] })).toBeNull();
    expect(readStyleAnswers({ budget: 'a-million' })).toBeNull();
    expect(readStyleAnswers([])).toBeNull();
    expect(readStyleAnswers('answers')).toBeNull();
  });
});
