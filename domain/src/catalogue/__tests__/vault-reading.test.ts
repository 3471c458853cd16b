import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VAULT_SHOWCASE_LIMIT } from '../vault-constants';
import { readVaultShowcase } from '../vault-reading';
import { vaultShowcaseDocSchema } from '../vault-schema';

/** What the schema reads from a stored showcase (its date aside), empty when it refuses. */
function bySchema(value: unknown) {
  const parsed = vaultShowcaseDocSchema.omit({ updated_at: true }).safeParse(value);
  return parsed.success ? parsed.data : { pieces: [], total: 0 };
}

/** Numbers around the rule's edges: negative, fractional, unsafe, not finite, text. */
const number = fc.oneof(
  fc.integer({ min: -3, max: 3_000_000 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, -0, Infinity, NaN),
  fc.constant('100'),
);
const text = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constant(''),
  fc.integer(),
  fc.constant(null),
);
/** Pieces that are often readable and often not: any field may be missing or wrong. */
const piece = fc.oneof(
  fc.record(
    {
      id: text,
      title: text,
      brand: text,
      photo: fc.oneof(fc.webUrl(), fc.constant(null), fc.integer()),
      price: number,
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.record({
    id: fc.string({ minLength: 1 }),
    title: fc.string({ minLength: 1 }),
    brand: fc.string(),
    photo: fc.oneof(fc.webUrl(), fc.constant(null)),
    price: fc.nat(),
  }),
  fc.anything(),
);
const showcase = fc.oneof(
  fc.record(
    {
      pieces: fc.oneof(
        fc.array(piece, { maxLength: VAULT_SHOWCASE_LIMIT + 2 }),
        fc.array(piece, { maxLength: 3 }),
        fc.string(),
      ),
      total: number,
      updated_at: fc.date(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('readVaultShowcase', () => {
  it('reads a stored showcase exactly as the schema does', () => {
    fc.assert(
      fc.property(showcase, (value) => {
        expect(readVaultShowcase(value)).toEqual(bySchema(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a readable showcase’s pieces and total, and nothing else', () => {
    const doc = {
      pieces: [
        { id: 'a', title: 'Birkin 30', brand: 'Hermès', photo: null, price: 2_500_000, x: 1 },
      ],
      total: 3,
      updated_at: new Date(),
    };
    expect(readVaultShowcase(doc)).toEqual({
      pieces: [{ id: 'a', title: 'Birkin 30', brand: 'Hermès', photo: null, price: 2_500_000 }],
      total: 3,
    });
    expect(bySchema(doc)).toEqual(readVaultShowcase(doc));
  });

  it('lists none when one piece is unreadable or there are too many', () => {
    const good = { id: 'a', title: 'T', brand: 'B', photo: null, price: 1 };
    expect(readVaultShowcase({ pieces: [good, { ...good, price: 1.5 }], total: 2 })).toEqual({
      pieces: [],
      total: 0,
    });
    const many = Array.from({ length: VAULT_SHOWCASE_LIMIT + 1 }, () => good);
    expect(readVaultShowcase({ pieces: many, total: 30 })).toEqual({ pieces: [], total: 0 });
  });
});
