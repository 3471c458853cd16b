/**
 * firestore.rules `hearts` and `bag_stats`: a member saves and removes only their own
 * hearts and lists only their own (with the Saved page's query); a bag's summary is read
 * by members whose tier sees it, ranked by admins only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDoc, getDocs, serverTimestamp, setDoc, doc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { heartDocId, type HeartedBag } from '@unlimited/domain';
import {
  memberHeartsQuery,
  removeHeart,
  saveHeart,
} from '../../web/src/lib/firestore/queries/hearts';
import { bagStatsDoc } from '../../web/src/lib/firestore/refs/bag-stats';
import { mostHeartedQuery } from '../../web/src/lib/firestore/queries/bag-stats';
import { productData } from './fixtures';
import { firestoreAs, seed, UID, useRulesEnv } from './helpers';

const env = useRulesEnv();

const eliteBag: HeartedBag = {
  id: 'bag-elite',
  title: 'Kelly 28',
  brand: 'Hermès',
  photos: ['https://example.com/kelly.jpg'],
  access_levels: 'Elite',
};
const crownBag: HeartedBag = { ...eliteBag, id: 'bag-crown', access_levels: 'Crown' };

function heartData(uid: string, bag: HeartedBag) {
  return {
    user_id: uid,
    product_id: bag.id,
    title: bag.title,
    brand: bag.brand,
    photo: bag.photos[0] ?? null,
    access_levels: bag.access_levels,
    created_at: new Date('2026-11-01T10:00:00Z'),
  };
}

function statsData(overrides: Record<string, unknown> = {}) {
  return {
    product_id: 'bag-elite',
    title: 'Kelly 28',
    brand: 'Hermès',
    photo: null,
    access_levels: 'Elite',
    status: 'Active',
    borrow_status: 'Borrowed',
    hearts: 3,
    queue_length: 2,
    back_estimate: new Date('2026-12-01T00:00:00Z'),
    updated_at: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

beforeEach(async () => {
  await seed(env, {
    // The bags the hearts name (a heart's level is checked against its bag).
    'products/bag-elite': productData({ access_levels: 'Elite', borrow_status: 'Borrowed' }),
    'products/bag-crown': productData({ access_levels: 'Crown' }),
    'products/bag-dear': productData({ access_levels: 'Elite', price: 350_000 }),
    'products/bag-hidden': productData({ access_levels: 'Elite', status: 'Hidden' }),
    [`hearts/${heartDocId(UID.elite, 'bag-old')}`]: heartData(UID.elite, {
      ...eliteBag,
      id: 'bag-old',
    }),
    [`hearts/${heartDocId(UID.other, 'bag-old')}`]: heartData(UID.other, {
      ...eliteBag,
      id: 'bag-old',
    }),
    'bag_stats/bag-elite': statsData(),
    'bag_stats/bag-crown': statsData({ product_id: 'bag-crown', access_levels: 'Crown' }),
    'bag_stats/bag-hidden': statsData({ product_id: 'bag-hidden', status: 'Hidden' }),
    'bag_stats/bag-sold': statsData({ product_id: 'bag-sold', status: 'Sold' }),
    'bag_stats/bag-sold-crown': statsData({
      product_id: 'bag-sold-crown',
      status: 'Sold',
      access_levels: 'Crown',
    }),
  });
});

describe('hearts', () => {
  it('a member saves a bag their tier sees, with the app write', async () => {
    await assertSucceeds(saveHeart(firestoreAs(env, 'elite'), UID.elite, eliteBag));
  });

  it('a member cannot save a bag of a tier above theirs, nor a heart in another member’s name', async () => {
    await assertFails(saveHeart(firestoreAs(env, 'elite'), UID.elite, crownBag));
    await assertFails(saveHeart(firestoreAs(env, 'elite'), UID.other, eliteBag));
    await assertFails(saveHeart(firestoreAs(env, 'visitor'), UID.elite, eliteBag));
  });

  // Security review (low): the level a heart records came from the client, unchecked.
  it('refuses a heart of a bag that does not exist, is hidden, is above the tier’s cap, or whose level is misstated', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(saveHeart(db, UID.elite, { ...eliteBag, id: 'bag-nowhere' }));
    await assertFails(saveHeart(db, UID.elite, { ...eliteBag, id: 'bag-hidden' }));
    await assertFails(saveHeart(db, UID.elite, { ...eliteBag, id: 'bag-dear' }));
    // A Crown piece declared as Elite.
    await assertFails(saveHeart(db, UID.elite, { ...crownBag, access_levels: 'Elite' }));
    await assertSucceeds(saveHeart(firestoreAs(env, 'crown'), UID.crown, crownBag));
    await assertSucceeds(
      saveHeart(firestoreAs(env, 'crown'), UID.crown, { ...eliteBag, id: 'bag-dear' }),
    );
  });

  it('refuses a heart whose id does not match its member and bag, or with a client date', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(
      setDoc(doc(db, 'hearts', `${UID.elite}_other-bag`), {
        ...heartData(UID.elite, eliteBag),
        created_at: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(db, 'hearts', heartDocId(UID.elite, eliteBag.id)), heartData(UID.elite, eliteBag)),
    );
    await assertFails(
      setDoc(doc(db, 'hearts', heartDocId(UID.elite, eliteBag.id)), {
        ...heartData(UID.elite, eliteBag),
        created_at: serverTimestamp(),
        featured: true,
      }),
    );
  });

  it('a member lists only their own hearts with the Saved page query', async () => {
    const mine = await assertSucceeds(
      getDocs(memberHeartsQuery(firestoreAs(env, 'elite'), UID.elite)),
    );
    expect(mine.docs.map((d) => d.data().product_id)).toEqual(['bag-old']);
    await assertFails(getDocs(memberHeartsQuery(firestoreAs(env, 'elite'), UID.other)));
    await assertFails(getDocs(memberHeartsQuery(firestoreAs(env, 'visitor'), UID.elite)));
    await assertSucceeds(getDocs(memberHeartsQuery(firestoreAs(env, 'admin'), UID.elite)));
  });

  it('a member removes their own heart, never another member’s, and edits none', async () => {
    await assertFails(removeHeart(firestoreAs(env, 'elite'), UID.other, 'bag-old'));
    await assertFails(
      updateDoc(doc(firestoreAs(env, 'elite'), 'hearts', heartDocId(UID.elite, 'bag-old')), {
        title: 'Renamed',
      }),
    );
    await assertSucceeds(removeHeart(firestoreAs(env, 'elite'), UID.elite, 'bag-old'));
  });
});

describe('bag_stats', () => {
  it('a member whose tier sees an Active bag reads its summary; a missing one reads as not found', async () => {
    const snap = await assertSucceeds(getDoc(bagStatsDoc(firestoreAs(env, 'elite'), 'bag-elite')));
    expect(snap.data()?.queue_length).toBe(2);
    await assertSucceeds(getDoc(bagStatsDoc(firestoreAs(env, 'elite'), 'no-such-bag')));
  });

  it('a member whose tier sees a Sold bag reads that it was sold (Saved says so)', async () => {
    const snap = await assertSucceeds(getDoc(bagStatsDoc(firestoreAs(env, 'elite'), 'bag-sold')));
    expect(snap.data()?.status).toBe('Sold');
    await assertFails(getDoc(bagStatsDoc(firestoreAs(env, 'elite'), 'bag-sold-crown')));
    await assertFails(getDoc(bagStatsDoc(firestoreAs(env, 'visitor'), 'bag-sold')));
  });

  it('is refused for a higher tier’s bag, a hidden bag, visitors and members without a tier', async () => {
    await assertFails(getDoc(bagStatsDoc(firestoreAs(env, 'elite'), 'bag-crown')));
    await assertFails(getDoc(bagStatsDoc(firestoreAs(env, 'elite'), 'bag-hidden')));
    await assertFails(getDoc(bagStatsDoc(firestoreAs(env, 'visitor'), 'bag-elite')));
    await assertFails(getDoc(bagStatsDoc(firestoreAs(env, 'signedIn'), 'bag-elite')));
  });

  it('only admins list the rankings, and nobody writes a summary', async () => {
    await assertSucceeds(getDocs(mostHeartedQuery(firestoreAs(env, 'admin'))));
    await assertFails(getDocs(mostHeartedQuery(firestoreAs(env, 'crown'))));
    await assertFails(
      setDoc(doc(firestoreAs(env, 'admin'), 'bag_stats', 'bag-elite'), statsData({ hearts: 99 })),
    );
  });
});
