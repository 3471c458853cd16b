/**
 * Server-side search of the back-office lists (domain search-tokens.ts): the app's own
 * admin queries (products, waitlist, orders, with a search and filters, and their
 * `count()`) find an old product among 600 newer ones by a folded search with the exact
 * total; only admins may run them; clients may neither set nor change the server-written
 * search fields; and the visitor catalogue's next page (a REST cursor) reads one page.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getCountFromServer,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchFieldsFor } from '@unlimited/domain';
import {
  adminProductsCountQuery,
  adminProductsQuery,
  NO_ADMIN_PRODUCT_FILTERS,
} from '../../web/src/lib/firestore/queries/products';
import {
  adminWaitlistCountQuery,
  adminWaitlistQuery,
} from '../../web/src/lib/firestore/queries/waitlist';
import {
  adminOrdersCountQuery,
  adminOrdersQuery,
} from '../../web/src/lib/firestore/queries/orders';
import {
  catalogCursorOf,
  decodeCatalogResponse,
  publicCatalogRequest,
} from '../../web/src/lib/public-data/catalog-query';
import { orderData, productData, waitlistData } from './fixtures';
import {
  auditStamp,
  firestoreAs,
  modularFirestore,
  NON_ADMIN_ROLES,
  fileProjectId,
  UID,
  useRulesEnv,
} from './helpers';

const env = useRulesEnv();

const NEWER = 600;

/** A stored product with the search fields the server writes (as the seed does). */
function storedProduct(data: DocumentData, id: string): DocumentData {
  return { ...data, ...searchFieldsFor('products', id, data) };
}

/** The oldest product of all, then 600 newer ones (two more Hermès among them). */
async function seedCatalogue(): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modularFirestore(context);
    const docs: [string, DocumentData][] = [
      ['old-kelly', productData({ title: 'Kelly 28 Epsom', brand: 'Hermès' }, 0)],
    ];
    for (let i = 1; i <= NEWER; i += 1) {
      const hermes = i === 300 || i === 599;
      docs.push([
        `newer-${i}`,
        productData(
          hermes
            ? { title: `Birkin ${i}`, brand: 'Hermès' }
            : {
                title: `Neverfull ${i}`,
                brand: 'Louis Vuitton',
                status: i % 3 ? 'Active' : 'Hidden',
              },
          i,
        ),
      ]);
    }
    for (let start = 0; start < docs.length; start += 400) {
      const batch = writeBatch(db);
      for (const [id, data] of docs.slice(start, start + 400)) {
        batch.set(doc(db, 'products', id), storedProduct(data, id));
      }
      await batch.commit();
    }
  });
}

beforeEach(async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modularFirestore(context);
    await setDoc(
      doc(db, 'products', 'old-kelly'),
      storedProduct(productData({ title: 'Kelly 28 Epsom', brand: 'Hermès' }, 0), 'old-kelly'),
    );
    const signup = waitlistData({ email: 'zoe.martin@example.com', full_name: 'Zoë Martin' }, 1);
    await setDoc(doc(db, 'waitlist_signups', 'zoe'), {
      ...signup,
      ...searchFieldsFor('waitlist_signups', 'zoe', signup),
    });
    await setDoc(doc(db, 'waitlist_signups', 'other'), {
      ...waitlistData({}, 2),
      ...searchFieldsFor('waitlist_signups', 'other', waitlistData({}, 2)),
    });
    const order = orderData(UID.elite, { bag_name: 'Kelly 28 Epsom', bag_brand: 'Hermès' }, 1);
    await setDoc(doc(db, 'orders', 'ord-kelly'), {
      ...order,
      ...searchFieldsFor('orders', 'ord-kelly', order),
    });
  });
});

describe('admin product search over every product', () => {
  it('finds the oldest product, under 600 newer ones, by its brand typed without the accent, with the exact total', async () => {
    await seedCatalogue();
    const db = firestoreAs(env, 'admin');
    const filters = { ...NO_ADMIN_PRODUCT_FILTERS, search: 'hermes' };
    const page = await assertSucceeds(getDocs(adminProductsQuery(db, { pageSize: 50, filters })));
    expect(page.docs.map((d) => d.id)).toEqual(['newer-599', 'newer-300', 'old-kelly']);
    const count = await assertSucceeds(getCountFromServer(adminProductsCountQuery(db, filters)));
    expect(count.data().count).toBe(3);
  });

  it('combines the search with the filters and counts exactly', async () => {
    await seedCatalogue();
    const db = firestoreAs(env, 'admin');
    const filters = {
      ...NO_ADMIN_PRODUCT_FILTERS,
      search: 'neverfull',
      statuses: ['Hidden' as const],
      categories: ['Bags' as const, 'Sale' as const],
      priceRanges: ['1000-5000' as const],
      accessLevel: 'Any' as const,
      borrowStatus: 'Available' as const,
    };
    const count = await getCountFromServer(adminProductsCountQuery(db, filters));
    // Every third of the 598 Louis Vuitton products is Hidden.
    expect(count.data().count).toBe(199);
    const first = await getDocs(adminProductsQuery(db, { pageSize: 50, filters }));
    expect(first.size).toBe(50);
    const next = await getDocs(
      adminProductsQuery(db, { pageSize: 50, filters, after: first.docs.at(-1)! }),
    );
    expect(next.size).toBe(50);
    const ids = new Set([...first.docs, ...next.docs].map((d) => d.id));
    expect(ids.size).toBe(100);
  });

  it('refuses the admin product search and its count to everyone but admins', async () => {
    const filters = { ...NO_ADMIN_PRODUCT_FILTERS, search: 'hermes' };
    for (const role of NON_ADMIN_ROLES) {
      const db = firestoreAs(env, role);
      await assertFails(getDocs(adminProductsQuery(db, { pageSize: 50, filters })));
      await assertFails(getCountFromServer(adminProductsCountQuery(db, filters)));
    }
  });
});

describe('admin waitlist and order search', () => {
  it('finds a signup by the name without its accent and an order by its brand, for admins', async () => {
    const db = firestoreAs(env, 'admin');
    const signups = await getDocs(adminWaitlistQuery(db, { search: 'zoe m' }));
    expect(signups.docs.map((d) => d.id)).toEqual(['zoe']);
    const signupCount = await getCountFromServer(
      adminWaitlistCountQuery(db, { search: 'EXAMPLE.COM', status: 'pending' }),
    );
    expect(signupCount.data().count).toBe(1);
    const orders = await getDocs(
      adminOrdersQuery(db, {
        search: 'hermes kelly',
        statuses: ['pending_shipment', 'in_transit'],
      }),
    );
    expect(orders.docs.map((d) => d.id)).toEqual(['ord-kelly']);
    const orderCount = await getCountFromServer(adminOrdersCountQuery(db, { search: 'ord-k' }));
    expect(orderCount.data().count).toBe(1);
  });

  it('refuses the waitlist and order searches to everyone but admins', async () => {
    for (const role of NON_ADMIN_ROLES) {
      const db = firestoreAs(env, role);
      await assertFails(getDocs(adminWaitlistQuery(db, { search: 'zoe' })));
      await assertFails(getCountFromServer(adminWaitlistCountQuery(db, { search: 'zoe' })));
      await assertFails(getDocs(adminOrdersQuery(db, { search: 'hermes' })));
      await assertFails(getCountFromServer(adminOrdersCountQuery(db, { search: 'hermes' })));
    }
  });
});

describe('the search fields are the server’s', () => {
  const fresh = () => {
    const data = productData({ title: 'Lady Dior Medium', brand: 'Dior' }, 700);
    // Stamped as every admin write must be (the audit trail), so only the search fields decide.
    return {
      ...data,
      ...auditStamp(),
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
    };
  };

  it('lets an admin create and edit a product without them', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(setDoc(doc(db, 'products', 'lady'), fresh()));
    await assertSucceeds(
      updateDoc(doc(db, 'products', 'old-kelly'), {
        title: 'Kelly 28 Epsom Gold',
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('refuses an admin client that sets or changes them', async () => {
    const db = firestoreAs(env, 'admin');
    await assertFails(setDoc(doc(db, 'products', 'lady'), { ...fresh(), search_tokens: ['x'] }));
    await assertFails(
      setDoc(doc(db, 'products', 'lady'), { ...fresh(), price_range: 'under-1000' }),
    );
    await assertFails(
      updateDoc(doc(db, 'products', 'old-kelly'), {
        search_tokens: ['chanel'],
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'products', 'old-kelly'), {
        'category_flags.Sale': true,
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'waitlist_signups', 'zoe'), {
        search_tokens: ['vip'],
        ...auditStamp(),
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'orders', 'ord-kelly'), {
        search_tokens: ['x'],
        updated_at: serverTimestamp(),
      }),
    );
  });
});

describe('the visitor catalogue pages by cursor over REST', () => {
  async function runQueryAsVisitor(body: unknown) {
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators:exec');
    const url = `http://${host}/v1/projects/${fileProjectId()}/databases/(default)/documents:runQuery`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return decodeCatalogResponse(await response.json());
  }

  it('reads page 2 after the last bag of page 1, and page 3 after that, never a bag twice', async () => {
    await seedCatalogue();
    const database = `projects/${fileProjectId()}/databases/(default)`;
    const seen: string[] = [];
    let after;
    for (let page = 0; page < 3; page += 1) {
      const products = await runQueryAsVisitor(
        publicCatalogRequest({ pageSize: 24, ...(after ? { after } : {}) }, database),
      );
      expect(products).toHaveLength(24);
      seen.push(...products.map((p) => p.id));
      after = catalogCursorOf(products.at(-1)!);
    }
    expect(new Set(seen).size).toBe(72);
    // Newest first across the pages: 600, 599, ... (Hidden ones are not listed).
    const visible = Array.from({ length: NEWER }, (_, i) => NEWER - i).filter(
      (i) => i === 300 || i === 599 || i % 3 !== 0,
    );
    expect(seen).toEqual(visible.slice(0, 72).map((i) => `newer-${i}`));
  });
});
