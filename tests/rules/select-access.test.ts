/**
 * Select Access in firestore.rules: a member whose token carries `select_access: true`
 * (mirrored from the subscription by the tier-claim trigger) sees the pieces of the tier
 * above, with the app's own catalogue and brand queries built for `accessTier`, and
 * nothing higher. Without the claim the same queries are refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDoc, getDocs, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, accessTier, visibleAccessLevels, type TierId } from '@unlimited/domain';
import { brandSummaryDoc } from '../../web/src/lib/firestore/refs/catalog';
import { productDoc } from '../../web/src/lib/firestore/refs/products';
import { catalogQuery } from '../../web/src/lib/firestore/queries/products';
import { brandSummaryData, levelProductId, productData } from './fixtures';
import { seed, useRulesEnv } from './helpers';

const env = useRulesEnv();
beforeEach(async () => {
  const docs: Record<string, DocumentData> = {
    'catalog/brands': brandSummaryData(),
    'catalog/brands-reserve': brandSummaryData(),
    'catalog/brands-elite': brandSummaryData(),
    'catalog/brands-crown': brandSummaryData(),
  };
  ACCESS_LEVELS.forEach((level, i) => {
    docs[`products/${levelProductId(level)}`] = productData(
      { title: `${level} bag`, brand: 'Louis Vuitton', access_levels: level },
      i,
    );
  });
  await seed(env, docs);
});

function member(tier: TierId, selectAccess: boolean): Firestore {
  const claims = selectAccess ? { tier, select_access: true } : { tier };
  return env
    .authenticatedContext(`sa-${tier}-${String(selectAccess)}`, claims)
    .firestore() as unknown as Firestore;
}

describe.each(['reserve', 'elite'] as const)('a %s member with Select Access', (tier) => {
  const sees = accessTier(tier, true) as TierId;

  it(`lists exactly the ${sees} levels with the app's catalogue query`, async () => {
    const snap = await assertSucceeds(getDocs(catalogQuery(member(tier, true), { tier: sees })));
    expect(snap.docs.map((d) => d.data().access_levels).sort()).toEqual(
      [...visibleAccessLevels(sees)].sort(),
    );
  });

  it(`reads a ${sees} bag, a brand page's bags (getBrandProductsQuery's query) and the ${sees} brand list`, async () => {
    const db = member(tier, true);
    const level = sees === 'elite' ? 'Elite' : 'Crown';
    await assertSucceeds(getDoc(productDoc(db, levelProductId(level))));
    await assertSucceeds(getDocs(catalogQuery(db, { tier: sees, brandSlug: 'louis-vuitton' })));
    await assertSucceeds(getDoc(brandSummaryDoc(db, sees)));
    await assertSucceeds(getDoc(brandSummaryDoc(db, tier)));
  });

  it('without the claim, the same reads are refused', async () => {
    const db = member(tier, false);
    const level = sees === 'elite' ? 'Elite' : 'Crown';
    await assertFails(getDocs(catalogQuery(db, { tier: sees })));
    await assertFails(getDoc(productDoc(db, levelProductId(level))));
    await assertFails(getDoc(brandSummaryDoc(db, sees)));
  });
});

describe('Select Access stops at the tier above', () => {
  it('a Reserve member with it cannot list or read Crown pieces or the Crown list', async () => {
    const db = member('reserve', true);
    await assertFails(getDocs(catalogQuery(db, { tier: 'crown' })));
    await assertFails(getDoc(productDoc(db, levelProductId('Crown'))));
    await assertFails(getDoc(brandSummaryDoc(db, 'crown')));
  });

  it('the claim alone, without a tier, grants nothing beyond a visitor', async () => {
    const db = env
      .authenticatedContext('sa-none', { select_access: true })
      .firestore() as unknown as Firestore;
    await assertFails(getDocs(catalogQuery(db, { tier: 'reserve' })));
    await assertSucceeds(getDocs(catalogQuery(db, { tier: null })));
  });
});
