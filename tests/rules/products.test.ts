/**
 * firestore.rules `products`: the catalogue reads every role makes with the app's own
 * query builders, and the admin's validated writes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  canSee,
  visibleAccessLevels,
  type AccessLevel,
  type Category,
  type TierId,
} from '@unlimited/domain';
import { productDoc, productsCol } from '../../web/src/lib/firestore/refs/products';
import { adminProductsQuery, catalogQuery } from '../../web/src/lib/firestore/queries/products';
import { levelProductId, loanData, minutes, productData } from './fixtures';
import {
  auditStamp,
  firestoreAs,
  NON_ADMIN_ROLES,
  PRETENDER_PROFILE,
  seed,
  TIER_OF,
  UID,
  type Role,
  useRulesEnv,
} from './helpers';

const env = useRulesEnv();

/**
 * The catalogue: one Active, Available product per access level (created a minute apart,
 * the combined levels on another brand and category), plus products no customer sees.
 */
function catalogueDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  ACCESS_LEVELS.forEach((level, i) => {
    const combined = level.includes(',');
    docs[`products/${levelProductId(level)}`] = productData(
      {
        title: `${level} level bag number ${i}`,
        brand: combined ? 'Chanel' : 'Louis Vuitton',
        categories: combined ? ['Bags', 'Sale'] : ['Bags'],
        access_levels: level,
      },
      i,
    );
  });
  docs['products/hidden-any'] = productData({ status: 'Hidden', photos: [] }, 10);
  docs['products/sold-any'] = productData({ status: 'Sold' }, 11);
  docs['products/borrowed-any'] = productData({ borrow_status: 'Borrowed' }, 12);
  docs['products/on-loan'] = productData(
    { borrow_status: 'Borrowed', return_date: minutes(60 * 24 * 30) },
    14,
  );
  docs['product_loans/on-loan'] = loanData('on-loan', UID.elite);
  docs['products/maintenance-crown'] = productData(
    { borrow_status: 'Maintenance', access_levels: 'Crown' },
    13,
  );
  docs['products/held-elite'] = productData(
    { borrow_status: 'Reserved', access_levels: 'Elite' },
    15,
  );
  docs['product_loans/held-elite'] = loanData('held-elite', UID.crown, null);
  docs[`profiles/${UID.pretender}`] = PRETENDER_PROFILE;
  return docs;
}

beforeEach(async () => {
  await seed(env, catalogueDocs());
});

/**
 * The Active bags that are not free to choose now (out, in care, held), newest first: the
 * closet lists them too, with their state, for every tier that may see their level.
 */
const NOT_FREE: readonly { id: string; level: AccessLevel }[] = [
  { id: 'held-elite', level: 'Elite' },
  { id: 'on-loan', level: 'Any' },
  { id: 'maintenance-crown', level: 'Crown' },
  { id: 'borrowed-any', level: 'Any' },
];

/** The ids the whole closet lists for `tier`, newest first (the level bags are older). */
function closetIds(tier: TierId | null): string[] {
  return [
    ...NOT_FREE.filter((bag) => canSee(tier, bag.level)).map((bag) => bag.id),
    ...[...visibleAccessLevels(tier)].reverse().map(levelProductId),
  ];
}

/** Roles whose catalogue differs: no tier, each tier, and the profile-only "crown". */
const CATALOGUE_ROLES: readonly Role[] = [
  'visitor',
  'signedIn',
  'reserve',
  'elite',
  'crown',
  'pretender',
];

const ALL_PAIRS = CATALOGUE_ROLES.flatMap((role) =>
  ACCESS_LEVELS.map((level) => ({ role, level, visible: canSee(TIER_OF[role], level) })),
);

describe('products: reading one product', () => {
  it.each(ALL_PAIRS.filter((pair) => pair.visible))(
    '$role may get an available $level product',
    async ({ role, level }) => {
      const db = firestoreAs(env, role);
      const snap = await assertSucceeds(getDoc(productDoc(db, levelProductId(level))));
      expect(snap.data()?.access_levels).toBe(level);
    },
  );

  it.each(ALL_PAIRS.filter((pair) => !pair.visible))(
    '$role may not get an available $level product',
    async ({ role, level }) => {
      await assertFails(getDoc(productDoc(firestoreAs(env, role), levelProductId(level))));
    },
  );

  it('an elite member cannot get a Crown-only bag; a crown member can', async () => {
    await assertFails(getDoc(productDoc(firestoreAs(env, 'elite'), levelProductId('Crown'))));
    await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'crown'), levelProductId('Crown'))));
  });

  it.each(['hidden-any', 'sold-any'])('no customer may get %s, an admin may', async (id) => {
    await assertFails(getDoc(productDoc(firestoreAs(env, 'visitor'), id)));
    await assertFails(getDoc(productDoc(firestoreAs(env, 'crown'), id)));
    await assertFails(getDoc(productDoc(firestoreAs(env, 'pretender'), id)));
    await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'admin'), id)));
  });

  it.each(CATALOGUE_ROLES.flatMap((role) => NOT_FREE.map((bag) => ({ role, ...bag }))))(
    '$role may get $id (out, held or in care) exactly when its tier sees $level',
    async ({ role, id, level }) => {
      const read = getDoc(productDoc(firestoreAs(env, role), id));
      if (canSee(TIER_OF[role], level)) await assertSucceeds(read);
      else await assertFails(read);
    },
  );

  it('a missing product reads as not found rather than as refused', async () => {
    const snap = await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'visitor'), 'nope')));
    expect(snap.exists()).toBe(false);
  });
});

describe('products: the catalogue query', () => {
  it.each(CATALOGUE_ROLES)(
    '%s lists every Active bag of the levels its tier claim may see, out or not, newest first',
    async (role) => {
      const tier = TIER_OF[role];
      const snap = await assertSucceeds(getDocs(catalogQuery(firestoreAs(env, role), { tier })));
      // Never a hidden or sold bag; bags out, held or in care with the free ones.
      expect(snap.docs.map((d) => d.id)).toEqual(closetIds(tier));
    },
  );

  it.each(CATALOGUE_ROLES)('%s may narrow the closet to the bags available now', async (role) => {
    const tier = TIER_OF[role];
    const db = firestoreAs(env, role);
    const snap = await assertSucceeds(getDocs(catalogQuery(db, { tier, availableOnly: true })));
    expect(snap.docs.map((d) => d.id)).toEqual(
      [...visibleAccessLevels(tier)].reverse().map(levelProductId),
    );
    await assertSucceeds(
      getDocs(catalogQuery(db, { tier, availableOnly: true, brandSlug: 'chanel', keyword: 'bag' })),
    );
  });

  it('an elite member cannot list Crown bags, available or not; a crown member can', async () => {
    const elite = firestoreAs(env, 'elite');
    await assertFails(getDocs(catalogQuery(elite, { tier: 'crown', availableOnly: true })));
    const snap = await assertSucceeds(
      getDocs(catalogQuery(firestoreAs(env, 'crown'), { tier: 'crown' })),
    );
    expect(snap.docs.map((d) => d.id)).toContain('maintenance-crown');
  });

  it('an elite member cannot list Crown bags; a crown member can', async () => {
    await assertFails(getDocs(catalogQuery(firestoreAs(env, 'elite'), { tier: 'crown' })));
    const snap = await assertSucceeds(
      getDocs(catalogQuery(firestoreAs(env, 'crown'), { tier: 'crown' })),
    );
    expect(snap.docs.map((d) => d.id)).toContain(levelProductId('Crown'));
  });

  const HIGHER_TIER_QUERIES: { role: Role; tier: TierId }[] = [
    { role: 'visitor', tier: 'reserve' },
    { role: 'signedIn', tier: 'reserve' },
    { role: 'reserve', tier: 'elite' },
    { role: 'elite', tier: 'crown' },
    { role: 'other', tier: 'crown' },
    { role: 'pretender', tier: 'crown' },
  ];

  it.each(HIGHER_TIER_QUERIES)(
    '$role is refused the catalogue query of the $tier tier',
    async ({ role, tier }) => {
      await assertFails(getDocs(catalogQuery(firestoreAs(env, role), { tier })));
    },
  );

  const isCombined = (level: AccessLevel) => level.includes(',');
  const FILTERS: {
    name: string;
    options: { category?: Category; brandSlug?: string; keyword?: string };
    matches: (level: AccessLevel) => boolean;
    /** Whether the bags out, held or in care (Louis Vuitton totes in Bags) match too. */
    notFree?: true;
  }[] = [
    { name: 'a category', options: { category: 'Sale' }, matches: isCombined },
    { name: 'a brand', options: { brandSlug: 'chanel' }, matches: isCombined },
    { name: 'a keyword', options: { keyword: 'level' }, matches: () => true },
    {
      name: 'a category and a brand',
      options: { category: 'Bags', brandSlug: 'louis-vuitton' },
      matches: (level) => !isCombined(level),
      notFree: true,
    },
    {
      name: 'a brand and a keyword',
      options: { brandSlug: 'chanel', keyword: 'bag' },
      matches: isCombined,
    },
  ];

  it.each(FILTERS)(
    'a reserve member may filter the catalogue by $name',
    async ({ options, matches, notFree }) => {
      const db = firestoreAs(env, 'reserve');
      const snap = await assertSucceeds(getDocs(catalogQuery(db, { tier: 'reserve', ...options })));
      expect(snap.docs.map((d) => d.id).sort()).toEqual(
        [
          ...ACCESS_LEVELS.filter((level) => matches(level) && canSee('reserve', level)).map(
            levelProductId,
          ),
          ...(notFree
            ? NOT_FREE.filter((bag) => canSee('reserve', bag.level)).map((bag) => bag.id)
            : []),
        ].sort(),
      );
    },
  );

  it('a visitor may filter by category, brand and keyword too', async () => {
    const db = firestoreAs(env, 'visitor');
    await assertSucceeds(getDocs(catalogQuery(db, { tier: null, category: 'Bags' })));
    await assertSucceeds(getDocs(catalogQuery(db, { tier: null, brandSlug: 'louis-vuitton' })));
    await assertSucceeds(getDocs(catalogQuery(db, { tier: null, keyword: 'bag' })));
  });

  it('an elite member may page through the catalogue', async () => {
    const db = firestoreAs(env, 'elite');
    const first = await assertSucceeds(getDocs(catalogQuery(db, { tier: 'elite', pageSize: 5 })));
    expect(first.size).toBe(5);
    const second = await assertSucceeds(
      getDocs(catalogQuery(db, { tier: 'elite', pageSize: 5, after: first.docs.at(-1) })),
    );
    expect(second.size).toBe(closetIds('elite').length - 5);
    const ids = [...first.docs, ...second.docs].map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  /** A catalogue-like query built by hand, to ask for more than the rules allow. */
  function handQuery(
    db: Firestore,
    filters: { status?: string; borrow?: string; levels: readonly string[] },
  ) {
    const constraints: QueryConstraint[] = [
      ...(filters.status === undefined ? [] : [where('status', '==', filters.status)]),
      ...(filters.borrow === undefined ? [] : [where('borrow_status', '==', filters.borrow)]),
      where('access_levels', 'in', filters.levels),
      orderBy('created_at', 'desc'),
      limit(24),
    ];
    return query(productsCol(db), ...constraints);
  }

  it("a visitor's query for non-Any bags is refused", async () => {
    const db = firestoreAs(env, 'visitor');
    await assertFails(
      getDocs(handQuery(db, { status: 'Active', borrow: 'Available', levels: ['Any', 'Crown'] })),
    );
    // The same query within the visitor's levels is allowed, so the level is the reason.
    await assertSucceeds(
      getDocs(handQuery(db, { status: 'Active', borrow: 'Available', levels: ['Any'] })),
    );
  });

  it('a query without the status filter, or for hidden or sold bags, is refused, even for a crown member', async () => {
    const db = firestoreAs(env, 'crown');
    const levels = visibleAccessLevels('crown');
    await assertFails(getDocs(handQuery(db, { borrow: 'Available', levels })));
    await assertFails(getDocs(handQuery(db, { borrow: 'Borrowed', levels })));
    await assertFails(getDocs(handQuery(db, { status: 'Hidden', borrow: 'Available', levels })));
    await assertFails(getDocs(handQuery(db, { status: 'Sold', levels })));
    await assertFails(getDocs(handQuery(db, { status: 'Hidden', levels })));
    // Active bags in any borrow status, or one borrow status, are the closet.
    await assertSucceeds(getDocs(handQuery(db, { status: 'Active', levels })));
    await assertSucceeds(getDocs(handQuery(db, { status: 'Active', borrow: 'Borrowed', levels })));
  });

  it('only an admin may run the admin product list, which includes hidden products', async () => {
    for (const role of NON_ADMIN_ROLES) {
      await assertFails(getDocs(adminProductsQuery(firestoreAs(env, role), { pageSize: 50 })));
    }
    const snap = await assertSucceeds(
      getDocs(adminProductsQuery(firestoreAs(env, 'admin'), { pageSize: 50 })),
    );
    expect(snap.docs.map((d) => d.id)).toContain('hidden-any');
  });
});

/**
 * A valid new product as raw data (no converter, so the rule alone judges it), with
 * server timestamps as the admin form writes it; `omit` leaves fields out.
 */
function newProductRaw(overrides: DocumentData = {}, omit: readonly string[] = []): DocumentData {
  const data: DocumentData = {
    ...productData({ title: 'Classic Flap Medium', brand: 'Chanel' }),
    created_at: serverTimestamp(),
    ...auditStamp(),
    updated_at: serverTimestamp(),
    ...overrides,
  };
  for (const key of omit) delete data[key];
  return data;
}

function rawProductRef(db: Firestore, id: string) {
  return doc(collection(db, 'products'), id);
}

describe('products: admin create', () => {
  it('an admin creates a valid product through the app converter', async () => {
    const db = firestoreAs(env, 'admin');
    const ref = doc(productsCol(db));
    await assertSucceeds(
      setDoc(ref, {
        ...productData({ title: 'Classic Flap Medium', brand: 'Chanel', access_levels: 'Crown' }),
        date_added: serverTimestamp(),
        created_at: serverTimestamp(),
        ...auditStamp(),
        updated_at: serverTimestamp(),
        id: ref.id,
      }),
    );
  });

  it('an admin creates a bag over $2,000 for Crown only, never open to Elite', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(
      setDoc(
        rawProductRef(db, 'dear-crown'),
        newProductRaw({ price: 490_000, access_levels: 'Crown' }),
      ),
    );
    for (const level of visibleAccessLevels('elite')) {
      await assertFails(
        setDoc(
          rawProductRef(db, `dear-${level}`),
          newProductRaw({ price: 200_001, access_levels: level }),
        ),
      );
    }
    await assertSucceeds(
      setDoc(
        rawProductRef(db, 'capped-elite'),
        newProductRaw({ price: 200_000, access_levels: 'Elite' }),
      ),
    );
  });

  it('an admin creates a valid raw product, and a hidden one without photos', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(setDoc(rawProductRef(db, 'new-1'), newProductRaw()));
    await assertSucceeds(
      setDoc(rawProductRef(db, 'new-2'), newProductRaw({ status: 'Hidden', photos: [] })),
    );
  });

  const INVALID: { name: string; overrides?: DocumentData; omit?: string[] }[] = [
    { name: 'a title under 3 characters', overrides: { title: 'ab' } },
    { name: 'a blank title', overrides: { title: '     ' } },
    { name: 'a title over 200 characters', overrides: { title: 'T'.repeat(201) } },
    { name: 'a description under 10 characters', overrides: { description: 'Too short' } },
    { name: 'a negative price', overrides: { price: -1 } },
    { name: 'a price of $0', overrides: { price: 0 } },
    { name: 'a price over $100,000', overrides: { price: 10_000_001 } },
    { name: 'a fractional price', overrides: { price: 10.5 } },
    { name: 'a price as text', overrides: { price: '1500' } },
    { name: 'an unknown status', overrides: { status: 'Draft' } },
    { name: 'an unknown rank', overrides: { rank: 'Z' } },
    { name: 'an unknown borrow status', overrides: { borrow_status: 'Reserved' } },
    {
      name: 'a Borrowed status (only an order lends a bag)',
      overrides: { borrow_status: 'Borrowed' },
    },
    {
      name: 'a borrower named (readable by every visitor)',
      overrides: { current_borrower: UID.elite },
    },
    { name: 'an unknown access level', overrides: { access_levels: 'Platinum' } },
    { name: 'no category', overrides: { categories: [] } },
    { name: 'an unknown category', overrides: { categories: ['Shoes'] } },
    { name: 'a repeated category', overrides: { categories: ['Bags', 'Bags'] } },
    { name: 'an Active product without photos', overrides: { status: 'Active', photos: [] } },
    {
      name: 'six photos',
      overrides: { photos: ['1', '2', '3', '4', '5', '6'].map((n) => `https://x.test/${n}.jpg`) },
    },
    { name: 'a photo that is not text', overrides: { photos: [42] } },
    { name: 'tags that are not a list', overrides: { tags: 'tote' } },
    { name: 'an unknown field', overrides: { featured: true } },
    { name: 'a role field smuggled in', overrides: { admin: true } },
    { name: 'no brand slug', omit: ['brand_slug'] },
    { name: 'no categories field', omit: ['categories'] },
    { name: 'no updated_at', omit: ['updated_at'] },
    { name: 'more than 50 keywords', overrides: { keywords: Array.from({ length: 51 }, String) } },
    { name: 'a created_at from the client clock', overrides: { created_at: minutes(0) } },
    { name: 'an updated_at from the client clock', overrides: { updated_at: minutes(0) } },
    { name: 'a return date that is not a date', overrides: { return_date: 'tomorrow' } },
  ];

  it.each(INVALID)(
    'an admin cannot write an invalid product: $name',
    async ({ overrides, omit }) => {
      const data = newProductRaw(overrides, omit);
      await assertFails(setDoc(rawProductRef(firestoreAs(env, 'admin'), 'bad'), data));
    },
  );

  it.each(NON_ADMIN_ROLES)('%s cannot create a product', async (role) => {
    await assertFails(setDoc(rawProductRef(firestoreAs(env, role), 'new-1'), newProductRaw()));
  });
});

describe('products: admin update and delete', () => {
  const id = levelProductId('Any');

  it('an admin changes the borrow status of a bag nobody holds inline', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(
      updateDoc(productDoc(db, id), {
        borrow_status: 'Maintenance',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(productDoc(db, id), {
        borrow_status: 'Available',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  // A loan belongs to the member's order: freeing the bag by hand would let another
  // member choose it while the first still has it.
  it.each([
    {
      name: 'made Available',
      patch: { borrow_status: 'Available', return_date: null },
    },
    { name: 'made Available, keeping its return date', patch: { borrow_status: 'Available' } },
    { name: 'put in Maintenance', patch: { borrow_status: 'Maintenance' } },
    { name: 'named as another member’s on the product', patch: { current_borrower: UID.crown } },
    { name: 'given a new return date', patch: { return_date: minutes(1) } },
  ])('an admin cannot have a bag on loan $name', async ({ patch }) => {
    const db = firestoreAs(env, 'admin');
    await assertFails(
      updateDoc(rawProductRef(db, 'on-loan'), {
        ...patch,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  // A product is read by every visitor and member of its tier, so it names nobody: an
  // older product that still carries a borrower (before product_loans; the migration
  // removes it) cannot be saved again with it, only without it.
  it('an admin cannot save a product that still names a borrower, only remove it', async () => {
    await seed(env, {
      'products/stale-loan': { ...productData({}, 20), current_borrower: UID.elite },
    });
    const db = firestoreAs(env, 'admin');
    await assertFails(
      updateDoc(rawProductRef(db, 'stale-loan'), {
        access_levels: 'Crown',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(rawProductRef(db, 'stale-loan'), {
        current_borrower: null,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(rawProductRef(db, 'stale-loan'), {
        current_borrower: deleteField(),
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('an admin still edits the rest of a bag on loan', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(
      updateDoc(rawProductRef(db, 'on-loan'), {
        access_levels: 'Crown',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it.each([
    { name: 'Borrowed by hand', patch: { borrow_status: 'Borrowed' } },
    { name: 'Swapping by hand', patch: { borrow_status: 'Swapping' } },
    { name: 'a borrower set by hand', patch: { current_borrower: UID.elite } },
  ])('an admin cannot give a free bag $name', async ({ patch }) => {
    const db = firestoreAs(env, 'admin');
    await assertFails(
      updateDoc(rawProductRef(db, id), {
        ...patch,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('an admin changes the access level inline', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(
      updateDoc(productDoc(db, id), {
        access_levels: 'Crown',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('an admin edits the whole product', async () => {
    const db = firestoreAs(env, 'admin');
    const edited: DocumentData = productData({
      title: 'Speedy 30 Damier',
      style: 'Speedy',
      price: 99_900,
      categories: ['Bags', 'Sale'],
      tags: ['classic'],
    });
    delete edited.created_at;
    await assertSucceeds(
      updateDoc(productDoc(db, id), { ...edited, ...auditStamp(), updated_at: serverTimestamp() }),
    );
  });

  const INVALID_UPDATES: { name: string; patch: DocumentData }[] = [
    { name: 'an unknown borrow status', patch: { borrow_status: 'Reserved' } },
    { name: 'an unknown access level', patch: { access_levels: 'Gold' } },
    { name: 'a title under 3 characters', patch: { title: 'ab' } },
    { name: 'a title over 200 characters', patch: { title: 'T'.repeat(201) } },
    { name: 'an unknown field', patch: { featured: true } },
    { name: 'a changed created_at', patch: { created_at: serverTimestamp() } },
    { name: 'updated_at from the client clock', patch: { updated_at: minutes(99) } },
  ];

  it.each(INVALID_UPDATES)('an admin cannot update with $name', async ({ patch }) => {
    const db = firestoreAs(env, 'admin');
    await assertFails(
      updateDoc(rawProductRef(db, id), {
        ...auditStamp(),
        updated_at: serverTimestamp(),
        ...patch,
      }),
    );
  });

  it('an admin may set a price up to $100,000 but not $0 or beyond', async () => {
    const db = firestoreAs(env, 'admin');
    const price = (cents: number) =>
      updateDoc(productDoc(db, levelProductId('Crown')), {
        price: cents,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      });
    await assertSucceeds(price(10_000_000));
    await assertSucceeds(price(1));
    await assertFails(price(0));
    await assertFails(price(10_000_001));
  });

  it('an admin cannot price a bag open to Elite over $2,000, nor open a dearer bag to Elite', async () => {
    const db = firestoreAs(env, 'admin');
    const patch = (productId: string, data: DocumentData) =>
      updateDoc(productDoc(db, productId), {
        ...data,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      });
    // Every level an Elite member sees is capped; Crown alone is not.
    for (const level of visibleAccessLevels('elite')) {
      await assertSucceeds(patch(levelProductId(level), { price: 200_000 }));
      await assertFails(patch(levelProductId(level), { price: 200_001 }));
    }
    await assertSucceeds(patch(levelProductId('Crown'), { price: 490_000 }));
    await assertFails(patch(levelProductId('Crown'), { access_levels: 'Elite,Crown' }));
    await assertSucceeds(patch(levelProductId('Crown'), { price: 180_000 }));
    await assertSucceeds(patch(levelProductId('Crown'), { access_levels: 'Elite,Crown' }));
  });

  it('an admin may still edit other fields of a bag stored over the Elite cap, but not make it worse', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'products', id), { price: 490_000 });
    });
    const db = firestoreAs(env, 'admin');
    const patch = (data: DocumentData) =>
      updateDoc(productDoc(db, id), { ...data, ...auditStamp(), updated_at: serverTimestamp() });
    await assertSucceeds(patch({ borrow_status: 'Maintenance' }));
    await assertFails(patch({ price: 500_000 }));
    await assertFails(patch({ access_levels: 'Elite' }));
    await assertSucceeds(patch({ access_levels: 'Crown' }));
  });

  it('an admin may still edit other fields of a product stored with a title over 200 characters', async () => {
    const long = `Chanel ${'Classic Flap '.repeat(20)}`;
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'products', id), { title: long });
    });
    const db = firestoreAs(env, 'admin');
    const patch = (data: DocumentData) =>
      updateDoc(productDoc(db, id), { ...data, ...auditStamp(), updated_at: serverTimestamp() });
    await assertSucceeds(patch({ borrow_status: 'Maintenance' }));
    await assertFails(patch({ title: `${long}!` }));
    await assertSucceeds(patch({ title: 'Classic Flap Medium' }));
  });

  it('an admin may still edit other fields of an older $0 product', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'products', id), { price: 0 });
    });
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(
      updateDoc(productDoc(db, id), {
        borrow_status: 'Maintenance',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('an admin cannot update without setting updated_at', async () => {
    const db = firestoreAs(env, 'admin');
    await assertFails(updateDoc(rawProductRef(db, id), { borrow_status: 'Maintenance' }));
  });

  it('an admin cannot make a product without photos Active', async () => {
    const db = firestoreAs(env, 'admin');
    await assertFails(
      updateDoc(rawProductRef(db, 'hidden-any'), {
        status: 'Active',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(rawProductRef(db, 'hidden-any'), {
        status: 'Sold',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it.each(NON_ADMIN_ROLES)('%s cannot update a product', async (role) => {
    await assertFails(
      updateDoc(rawProductRef(firestoreAs(env, role), id), {
        borrow_status: 'Borrowed',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('not even an admin deletes a product directly (deleteProducts records it)', async () => {
    await assertFails(deleteDoc(productDoc(firestoreAs(env, 'admin'), id)));
  });

  it('an admin update without the audit stamp, or with another uid or a reused id, is refused', async () => {
    const ref = rawProductRef(firestoreAs(env, 'admin'), id);
    const patch = { description: 'Re-photographed in the atelier.', updated_at: serverTimestamp() };
    await assertFails(updateDoc(ref, patch));
    await assertFails(updateDoc(ref, { ...patch, ...auditStamp(UID.elite) }));
    await assertFails(updateDoc(ref, { ...patch, updated_by: UID.admin }));
    const stamp = auditStamp();
    await assertSucceeds(updateDoc(ref, { ...patch, ...stamp }));
    await assertFails(updateDoc(ref, { ...patch, ...stamp, description: 'Once more, same id.' }));
  });

  it('an admin create without the audit stamp is refused', async () => {
    const db = firestoreAs(env, 'admin');
    await assertFails(
      setDoc(rawProductRef(db, 'unstamped'), newProductRaw({}, ['updated_by', 'edit_id'])),
    );
  });

  it.each(NON_ADMIN_ROLES)('%s cannot delete a product', async (role) => {
    await assertFails(deleteDoc(productDoc(firestoreAs(env, role), id)));
  });
});

// The product invariants (domain/src/catalogue/product-loan.ts), tried with forged writes
// that skip the app's own checks: a held bag is never deleted, hidden (archived) or sold
// by hand, and Sold stays Sold.
describe('products: the invariants hold against forged admin writes', () => {
  const HELD = {
    'held-borrowed': { borrow_status: 'Borrowed', holder: UID.elite },
    'held-swapping': { borrow_status: 'Swapping', holder: UID.elite },
    'held-reserved': { borrow_status: 'Reserved', holder: UID.crown },
  } as const;

  beforeEach(async () => {
    const docs: Record<string, DocumentData> = {};
    Object.entries(HELD).forEach(([key, { borrow_status, holder }], i) => {
      docs[`products/${key}`] = productData(
        { borrow_status, return_date: minutes(60 * 24 * 30) },
        30 + i,
      );
      docs[`product_loans/${key}`] = loanData(key, holder);
    });
    docs['products/held-hidden'] = productData({ status: 'Hidden', borrow_status: 'Borrowed' }, 34);
    docs['product_loans/held-hidden'] = loanData('held-hidden', UID.elite);
    docs['products/sold'] = productData({ status: 'Sold' }, 35);
    await seed(env, docs);
  });

  const held = Object.keys(HELD);
  const write = (productId: string, data: DocumentData) =>
    updateDoc(rawProductRef(firestoreAs(env, 'admin'), productId), {
      ...data,
      ...auditStamp(),
      updated_at: serverTimestamp(),
    });

  it.each(held)('an admin cannot delete %s', async (productId) => {
    await assertFails(deleteDoc(rawProductRef(firestoreAs(env, 'admin'), productId)));
  });

  it.each(held)('an admin cannot hide (archive) or sell %s', async (productId) => {
    await assertFails(write(productId, { status: 'Hidden' }));
    await assertFails(write(productId, { status: 'Sold' }));
  });

  it.each(held)('an admin still edits the rest of %s', async (productId) => {
    await assertSucceeds(write(productId, { description: 'Re-photographed in the atelier.' }));
    await assertSucceeds(write(productId, { status: 'Active' }));
  });

  it('an admin may publish a held bag that was hidden before it went out', async () => {
    await assertSucceeds(write('held-hidden', { status: 'Active' }));
  });

  it('an admin cannot free a held bag and hide it in the same write', async () => {
    await assertFails(
      write('held-borrowed', {
        status: 'Hidden',
        borrow_status: 'Available',
        return_date: null,
      }),
    );
  });

  it('Sold stays Sold: an admin cannot make it Active or Hidden', async () => {
    await assertFails(write('sold', { status: 'Active' }));
    await assertFails(write('sold', { status: 'Hidden' }));
    await assertSucceeds(write('sold', { description: 'Sold to its member in December.' }));
  });

  it('a bag is held by its loan document: one marked Borrowed without a loan is not held', async () => {
    // borrowed-any (catalogueDocs) is Borrowed, but no member's loan names it.
    await assertSucceeds(write('borrowed-any', { status: 'Hidden' }));
  });

  it('an admin hides and sells a bag nobody holds', async () => {
    await assertSucceeds(write(id(), { status: 'Hidden' }));
    await assertSucceeds(write(id(), { status: 'Sold' }));
    // Deletes go through the deleteProducts function (tests/functions/audit.test.ts).
    await assertFails(deleteDoc(rawProductRef(firestoreAs(env, 'admin'), id())));
  });

  function id(): string {
    return levelProductId('Any');
  }
});

// Who holds a bag is never on the product (every visitor and member of its tier reads it):
// it is in product_loans, which admins read and no client writes.
describe('products: a bag out names nobody', () => {
  const HOLDERS = ['on-loan', 'held-elite'];

  it.each(['visitor', 'reserve', 'elite', 'crown'] as const)(
    '%s reads the bags out it may see (get and the catalogue query) without any holder',
    async (role) => {
      const db = firestoreAs(env, role);
      const tier = TIER_OF[role];
      const listed = await assertSucceeds(getDocs(catalogQuery(db, { tier }).withConverter(null)));
      const out = listed.docs.filter((d) => HOLDERS.includes(d.id));
      expect(out.length).toBeGreaterThan(0);
      for (const snap of out) {
        const got = await assertSucceeds(getDoc(rawProductRef(db, snap.id)));
        for (const data of [snap.data(), got.data()]) {
          expect(data).toMatchObject({ borrow_status: expect.stringMatching(/Borrowed|Reserved/) });
          expect(Object.values(data ?? {})).not.toContain(UID.elite);
          expect(Object.values(data ?? {})).not.toContain(UID.crown);
          expect(data).not.toHaveProperty('current_borrower');
        }
      }
    },
  );
});

describe('product_loans: admins read, no client writes', () => {
  const loanRef = (db: Firestore, id: string) => doc(collection(db, 'product_loans'), id);

  it('an admin gets and lists the loans', async () => {
    const db = firestoreAs(env, 'admin');
    const got = await assertSucceeds(getDoc(loanRef(db, 'on-loan')));
    expect(got.data()).toMatchObject({ product_id: 'on-loan', user_id: UID.elite });
    const all = await assertSucceeds(getDocs(collection(db, 'product_loans')));
    expect(all.docs.map((d) => d.id).sort()).toEqual(['held-elite', 'on-loan']);
  });

  it.each(NON_ADMIN_ROLES)('%s can neither get nor list a loan, not even its own', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDoc(loanRef(db, 'on-loan')));
    await assertFails(getDoc(loanRef(db, 'held-elite')));
    await assertFails(getDocs(collection(db, 'product_loans')));
    await assertFails(
      getDocs(query(collection(db, 'product_loans'), where('user_id', '==', UID.elite))),
    );
  });

  it.each(['admin', 'elite', 'visitor'] as const)('%s cannot write a loan', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(loanRef(db, 'level-any'), loanData('level-any', UID.elite)));
    await assertFails(updateDoc(loanRef(db, 'on-loan'), { user_id: UID.crown }));
    await assertFails(deleteDoc(loanRef(db, 'on-loan')));
  });
});
