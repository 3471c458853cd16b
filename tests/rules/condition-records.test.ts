/**
 * firestore.rules `products/{id}/condition_records/{orderId}` and Sold bags: anyone who
 * may see a bag in the catalogue reads its condition records (the product page's query),
 * the order's member reads their own order's record by id (their order page), nobody
 * writes them from a client; a bag sold to its member leaves every customer query (the
 * app's member query and the visitor's REST body) and stays visible to admins.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { productDoc } from '../../web/src/lib/firestore/refs/products';
import {
  conditionRecordRef,
  latestConditionRecordQuery,
} from '../../web/src/lib/firestore/queries/condition-records';
import { adminProductsQuery, catalogQuery } from '../../web/src/lib/firestore/queries/products';
import {
  decodeCatalogResponse,
  publicCatalogRequest,
} from '../../web/src/lib/public-data/catalog-query';
import { loanData, minutes, orderData, productData } from './fixtures';
import { firestoreAs, fileProjectId, seed, UID, type Role, useRulesEnv } from './helpers';

const env = useRulesEnv();

function record(bagId: string, orderId: string, notes: string) {
  const at = minutes(5);
  return {
    bag_id: bagId,
    order_id: orderId,
    dispatch: { grade: 'A', notes, photos: ['https://photos.test/a.jpg'], recorded_at: at },
    return: null,
    updated_at: at,
  };
}

beforeEach(async () => {
  await seed(env, {
    'products/open-bag': productData({ title: 'Open bag', access_levels: 'Any' }, 1),
    'products/crown-bag': productData({ title: 'Crown bag', access_levels: 'Crown' }, 2),
    'products/held-bag': productData({ title: 'Held bag', borrow_status: 'Borrowed' }, 3),
    'product_loans/held-bag': loanData('held-bag', UID.elite),
    // Back from a loan and held 48 hours for the first member in its queue (Crown).
    'products/queue-bag': productData({ title: 'Queue bag', borrow_status: 'Reserved' }, 5),
    'product_loans/queue-bag': loanData('queue-bag', UID.crown, null),
    'products/queue-bag/condition_records/order-back': record('queue-bag', 'order-back', 'Back'),
    // As a purchase leaves a bag: Sold, its loan ended.
    'products/sold-bag': productData({ title: 'Sold bag', status: 'Sold' }, 4),
    'orders/order-open': orderData(UID.other, { bag_id: 'open-bag', order_status: 'completed' }),
    'orders/order-held': orderData(UID.elite, { bag_id: 'held-bag', order_status: 'delivered' }),
    'products/open-bag/condition_records/order-open': record('open-bag', 'order-open', 'Open'),
    'products/crown-bag/condition_records/order-crown': record('crown-bag', 'order-crown', 'C'),
    'products/held-bag/condition_records/order-held': record('held-bag', 'order-held', 'Held'),
    'orders/order-sold': orderData(UID.elite, { bag_id: 'sold-bag', order_status: 'completed' }),
    'products/sold-bag/condition_records/order-sold': record('sold-bag', 'order-sold', 'Sold'),
  });
});

describe('condition records: reading', () => {
  it.each<Role>(['visitor', 'signedIn', 'reserve', 'elite', 'crown', 'admin'])(
    '%s reads the latest record of a bag in their catalogue with the product page query',
    async (role) => {
      const snap = await assertSucceeds(
        getDocs(latestConditionRecordQuery(firestoreAs(env, role), 'open-bag')),
      );
      expect(snap.docs.map((d) => d.data().dispatch?.notes)).toEqual(['Open']);
    },
  );

  it('a bag above the member’s tier: its records are refused; a Crown member reads them', async () => {
    await assertFails(getDocs(latestConditionRecordQuery(firestoreAs(env, 'elite'), 'crown-bag')));
    await assertFails(
      getDoc(conditionRecordRef(firestoreAs(env, 'visitor'), 'crown-bag', 'order-crown')),
    );
    await assertSucceeds(
      getDocs(latestConditionRecordQuery(firestoreAs(env, 'crown'), 'crown-bag')),
    );
  });

  it('a bag out with a member is in the closet: whoever sees it reads its records, as its page does', async () => {
    for (const role of ['visitor', 'elite', 'other', 'crown'] as const) {
      const own = await assertSucceeds(
        getDoc(conditionRecordRef(firestoreAs(env, role), 'held-bag', 'order-held')),
      );
      expect(own.data()?.dispatch?.notes).toBe('Held');
      await assertSucceeds(getDocs(latestConditionRecordQuery(firestoreAs(env, role), 'held-bag')));
    }
  });

  it('the order’s member gets their own order’s record of a bag out of the closet (sold to them); others do not', async () => {
    const own = await assertSucceeds(
      getDoc(conditionRecordRef(firestoreAs(env, 'elite'), 'sold-bag', 'order-sold')),
    );
    expect(own.data()?.dispatch?.notes).toBe('Sold');
    for (const role of ['other', 'crown', 'visitor'] as const) {
      await assertFails(
        getDoc(conditionRecordRef(firestoreAs(env, role), 'sold-bag', 'order-sold')),
      );
    }
    // Listing a bag's records is for the closet (and admins) only.
    await assertFails(getDocs(latestConditionRecordQuery(firestoreAs(env, 'elite'), 'sold-bag')));
    await assertSucceeds(
      getDocs(latestConditionRecordQuery(firestoreAs(env, 'admin'), 'sold-bag')),
    );
  });

  it('a bag held for the first in its queue is in the closet like a bag out: its records are read with the product page query', async () => {
    for (const role of ['crown', 'visitor', 'elite', 'other', 'admin'] as const) {
      const held = await assertSucceeds(
        getDocs(latestConditionRecordQuery(firestoreAs(env, role), 'queue-bag')),
      );
      expect(held.docs.map((d) => d.data().dispatch?.notes)).toEqual(['Back']);
    }
  });

  it('an order id under another bag gives its member nothing', async () => {
    await assertFails(
      getDoc(conditionRecordRef(firestoreAs(env, 'elite'), 'sold-bag', 'order-held')),
    );
    await assertFails(
      getDoc(conditionRecordRef(firestoreAs(env, 'elite'), 'crown-bag', 'order-held')),
    );
  });
});

describe('condition records: writing', () => {
  it.each<Role>(['visitor', 'elite', 'crown', 'admin', 'pretender'])(
    '%s cannot create, change or delete a record',
    async (role) => {
      const db = firestoreAs(env, role);
      const path = 'products/open-bag/condition_records/order-open';
      await assertFails(
        setDoc(
          doc(db, 'products/open-bag/condition_records/new-order'),
          record('open-bag', 'new-order', 'x'),
        ),
      );
      await assertFails(
        updateDoc(doc(db, path), { 'dispatch.notes': 'changed', updated_at: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, path)));
    },
  );
});

describe('a Sold bag', () => {
  it.each<Role>(['visitor', 'signedIn', 'reserve', 'elite', 'crown'])(
    'is not in the catalogue query of %s, nor readable by id',
    async (role) => {
      const tier = role === 'reserve' || role === 'elite' || role === 'crown' ? role : null;
      const db = firestoreAs(env, role);
      const snap = await assertSucceeds(getDocs(catalogQuery(db, { tier })));
      expect(snap.docs.map((d) => d.id)).not.toContain('sold-bag');
      expect(snap.docs.map((d) => d.id)).toContain('open-bag');
      await assertFails(getDoc(productDoc(db, 'sold-bag')));
    },
  );

  it('is not in the visitor catalogue over REST', async () => {
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    const response = await fetch(
      `http://${host}/v1/projects/${fileProjectId()}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(publicCatalogRequest({ pageSize: 24 })),
      },
    );
    expect(response.status).toBe(200);
    const ids = decodeCatalogResponse(await response.json()).map((product) => product.id);
    expect(ids).toContain('open-bag');
    expect(ids).not.toContain('sold-bag');
  });

  it('is listed for admins, as Sold', async () => {
    const snap = await assertSucceeds(
      getDocs(adminProductsQuery(firestoreAs(env, 'admin'), { pageSize: 50 })),
    );
    const sold = snap.docs.find((d) => d.id === 'sold-bag');
    expect(sold?.data().status).toBe('Sold');
  });
});
