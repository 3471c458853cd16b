/**
 * A tier fact is written once, in the tier table (domain/src/membership/tier-table.ts):
 * change a cap there and every reader follows: the tiers' feature lists, the product
 * checks and their words, the member's refusals, and the constants generated into
 * firestore.rules.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as TierTableModule from '../../domain/src/membership/tier-table';
import type { TierFacts } from '../../domain/src/membership/tier-table';
import type { TierId } from '@unlimited/domain';

type Table = Readonly<Record<TierId, TierFacts>>;

/** The domain and the rules generator loaded with the tier table as `change` makes it. */
async function withTable(change: (table: Table) => Table) {
  vi.resetModules();
  vi.doMock('../../domain/src/membership/tier-table', async (importOriginal) => {
    const real = await importOriginal<typeof TierTableModule>();
    return { ...real, TIER_TABLE: change(real.TIER_TABLE) };
  });
  const domain = await import('@unlimited/domain');
  const rules = await import('../lib/rules-constants');
  return { domain, block: rules.rulesConstantsBlock() };
}

afterEach(() => {
  vi.doUnmock('../../domain/src/membership/tier-table');
  vi.resetModules();
});

/**
 * Each test loads the whole domain afresh (after `vi.resetModules`): about 1 s on a quiet
 * machine, nearly 20 s for the first one on a loaded one, past vitest's default 5 s.
 */
const LOAD_WHOLE_DOMAIN_MS = 60_000;

describe('changing a value cap in the tier table only', () => {
  it(
    "moves Elite's cap everywhere: features, product checks, refusals and the rules",
    async () => {
      const { domain, block } = await withTable((table) => ({
        ...table,
        elite: { ...table.elite, valueCapCents: 250_000 },
      }));
      expect(domain.TIERS.elite.features).toContain('High-tier designer bags valued up to $2,500');
      expect(domain.tierValueCapCents('reserve')).toBe(250_000);
      expect(domain.fitsValueCap({ access_levels: 'Elite', price: 250_000 })).toBe(true);
      expect(domain.fitsValueCap({ access_levels: 'Elite', price: 250_001 })).toBe(false);
      expect(domain.valueCapProblem({ access_levels: 'Reserve,Elite', price: 260_000 })).toBe(
        'Elite members borrow bags valued up to $2,500. Open this bag to Crown only, or check its price.',
      );
      expect(domain.withinValueCap('elite', 250_000)).toBe(true);
      expect(domain.overValueCapRefusal('elite')).toBe(
        'This bag is valued over $2,500, so it is for Crown members. Elite members borrow bags valued up to $2,500.',
      );
      // The CSV import and the product form refuse by the same check.
      const csv = domain.parseProductsCsv(
        [
          'title,brand,rank,price,status,description,categories,access_levels',
          'Jodie Mini,Bottega Veneta,A,2600,Hidden,A small knotted bag in leather.,Bags,Elite',
        ].join('\n'),
      );
      expect(csv.ok && csv.rows[0]).toMatchObject({
        ok: false,
        reason: expect.stringContaining(
          'Elite members borrow bags valued up to $2,500.',
        ) as unknown,
      });
      const typed = {
        ...domain.PRODUCT_FORM_DEFAULTS,
        title: 'Jodie Mini',
        brand: 'Bottega Veneta',
        description: 'A small knotted bag in leather.',
        categories: ['Bags' as const],
        price: '2,600',
        access_levels: 'Elite' as const,
      };
      const form = domain.productFormSchema.safeParse(typed);
      expect(form.error?.issues.map((issue) => issue.message)).toEqual([
        'Elite members borrow bags valued up to $2,500. Open this bag to Crown only, or check its price.',
      ]);
      expect(domain.productFormSchema.safeParse({ ...typed, price: '2,500' }).success).toBe(true);
      expect(block).toContain(`'elite': 250000`);
      expect(block).toContain("p.price <= 250000 || !(p.access_levels in levelsByTier()['elite'])");
      expect(block).not.toContain('200000');
    },
    LOAD_WHOLE_DOMAIN_MS,
  );

  it(
    'gives Reserve a cap of its own: its members, its products and the rules follow',
    async () => {
      const { domain, block } = await withTable((table) => ({
        ...table,
        reserve: { ...table.reserve, valueCapCents: 100_000 },
      }));
      expect(domain.tierValueCapCents(null)).toBe(100_000);
      expect(domain.tierValueCapCents('reserve')).toBe(100_000);
      expect(domain.tierValueCapCents('elite')).toBe(200_000);
      expect(domain.withinValueCap('reserve', 150_000)).toBe(false);
      expect(domain.withinValueCap('elite', 150_000)).toBe(true);
      expect(domain.valueCapProblem({ access_levels: 'Reserve', price: 150_000 })).toBe(
        'Reserve members borrow bags valued up to $1,000. Open this bag to Elite or Crown only, or check its price.',
      );
      expect(domain.valueCapProblem({ access_levels: 'Elite', price: 150_000 })).toBeNull();
      expect(block).toContain(`'reserve': 100000`);
      expect(block).toContain(
        "p.price <= 100000 || !(p.access_levels in levelsByTier()['reserve'])",
      );
      expect(block).toContain("p.price <= 200000 || !(p.access_levels in levelsByTier()['elite'])");
    },
    LOAD_WHOLE_DOMAIN_MS,
  );
});
