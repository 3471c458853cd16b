/**
 * firestore.rules `orders`: members read only their own orders with the app's query,
 * admins read all and change only the admin fields; nobody creates or deletes from the
 * client.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  orderUpdateSchema,
  orderUpdateToPatch,
  UNFULFILLED_ORDER_STATUSES,
} from '@unlimited/domain';
import {
  adminOrdersQuery,
  memberOrdersQuery,
  orderRef,
} from '../../web/src/lib/firestore/queries/orders';
import { orderNotesDoc } from '../../web/src/lib/firestore/refs/orders';
import { orderData, shippingAddress } from './fixtures';
import {
  firestoreAs,
  NON_ADMIN_ROLES,
  PRETENDER_PROFILE,
  ROLES,
  seed,
  text,
  UID,
  type Role,
  useRulesEnv,
} from './helpers';

const env = useRulesEnv();

beforeEach(async () => {
  await seed(env, {
    'orders/elite-old': orderData(UID.elite, { order_status: 'completed' }, 0),
    'orders/elite-new': orderData(UID.elite, { order_status: 'in_transit' }, 10),
    'orders/other-1': orderData(UID.other, {}, 5),
    'orders/crown-1': orderData(UID.crown, { user_tier: 'crown', bag_tier: 'Crown' }, 7),
    [`profiles/${UID.pretender}`]: PRETENDER_PROFILE,
  });
});

describe('orders: a member reads their own', () => {
  it('an elite member lists their own orders, newest first', async () => {
    const db = firestoreAs(env, 'elite');
    const snap = await assertSucceeds(getDocs(memberOrdersQuery(db, UID.elite)));
    expect(snap.docs.map((d) => d.id)).toEqual(['elite-new', 'elite-old']);
  });

  it('a member pages through their orders', async () => {
    const db = firestoreAs(env, 'elite');
    const first = await assertSucceeds(getDocs(memberOrdersQuery(db, UID.elite, { pageSize: 1 })));
    const second = await assertSucceeds(
      getDocs(memberOrdersQuery(db, UID.elite, { pageSize: 1, after: first.docs[0] })),
    );
    expect(second.docs.map((d) => d.id)).toEqual(['elite-old']);
  });

  it('a signed-in user without orders lists an empty list', async () => {
    const db = firestoreAs(env, 'signedIn');
    const snap = await assertSucceeds(getDocs(memberOrdersQuery(db, UID.signedIn)));
    expect(snap.empty).toBe(true);
  });

  it('a member gets their own order', async () => {
    const snap = await assertSucceeds(getDoc(orderRef(firestoreAs(env, 'elite'), 'elite-new')));
    expect(snap.data()?.order_status).toBe('in_transit');
  });

  it("a member cannot get another member's order", async () => {
    await assertFails(getDoc(orderRef(firestoreAs(env, 'other'), 'elite-new')));
    await assertFails(getDoc(orderRef(firestoreAs(env, 'elite'), 'other-1')));
  });

  it("a member cannot list another member's orders", async () => {
    await assertFails(getDocs(memberOrdersQuery(firestoreAs(env, 'other'), UID.elite)));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot list every order', async (role) => {
    await assertFails(getDocs(adminOrdersQuery(firestoreAs(env, role))));
  });

  it('a visitor cannot read any order', async () => {
    const db = firestoreAs(env, 'visitor');
    await assertFails(getDoc(orderRef(db, 'elite-new')));
    await assertFails(getDocs(memberOrdersQuery(db, UID.elite)));
  });

  it('a user whose profile says admin cannot read the orders of others', async () => {
    const db = firestoreAs(env, 'pretender');
    await assertFails(getDoc(orderRef(db, 'elite-new')));
    await assertFails(getDocs(memberOrdersQuery(db, UID.elite)));
  });
});

describe('orders: admins read all', () => {
  it('an admin lists every order, newest first', async () => {
    const snap = await assertSucceeds(getDocs(adminOrdersQuery(firestoreAs(env, 'admin'))));
    expect(snap.docs.map((d) => d.id)).toEqual(['elite-new', 'crown-1', 'other-1', 'elite-old']);
  });

  it('an admin filters by status, one or several', async () => {
    const db = firestoreAs(env, 'admin');
    const unfulfilled = await assertSucceeds(
      getDocs(adminOrdersQuery(db, { statuses: UNFULFILLED_ORDER_STATUSES })),
    );
    expect(unfulfilled.docs.map((d) => d.id)).toEqual(['elite-new', 'crown-1', 'other-1']);
    const completed = await assertSucceeds(
      getDocs(adminOrdersQuery(db, { statuses: ['completed'] })),
    );
    expect(completed.docs.map((d) => d.id)).toEqual(['elite-old']);
  });

  it('an admin pages through the orders', async () => {
    const db = firestoreAs(env, 'admin');
    const first = await assertSucceeds(getDocs(adminOrdersQuery(db, { pageSize: 3 })));
    const second = await assertSucceeds(
      getDocs(adminOrdersQuery(db, { pageSize: 3, after: first.docs.at(-1) })),
    );
    expect(second.docs.map((d) => d.id)).toEqual(['elite-old']);
  });

  it("an admin gets any member's order", async () => {
    await assertSucceeds(getDoc(orderRef(firestoreAs(env, 'admin'), 'other-1')));
  });
});

/** The extras of the admin "Update Order" form (no status change), as a direct write. */
function adminPatch(): DocumentData {
  const values = orderUpdateSchema.parse({
    order_status: 'pending_shipment',
    tracking_number: '1Z999AA10123456784',
    admin_notes: 'Shipped with signature required',
    bag_weight: '2.5',
    bag_length: 14,
    bag_width: '6',
    bag_height: '',
  });
  const extras: DocumentData = { ...orderUpdateToPatch(values) };
  delete extras.order_status;
  // Notes are saved by updateOrder into order_notes, never on the order its member reads.
  delete extras.admin_notes;
  return { ...extras, updated_at: serverTimestamp() };
}

describe('orders: updates', () => {
  // The Update Order form sends these through updateOrder, which writes the admin's audit
  // record with them: a direct write would change the order with no trace.
  it('an admin cannot write the tracking number and package directly', async () => {
    const db = firestoreAs(env, 'admin');
    await assertFails(updateDoc(orderRef(db, 'crown-1'), adminPatch()));
    const snap = await getDoc(orderRef(db, 'crown-1'));
    expect(snap.get('tracking_number')).toBeNull();
  });

  // A status change must move the bag and respect the member's limit in the same
  // transaction, so only the updateOrder function may make it.
  it.each([
    { name: 'a new status', patch: { order_status: 'in_transit' } },
    {
      name: 'the same status rewritten with a shipped date',
      patch: { shipped_date: serverTimestamp() },
    },
    { name: 'a delivered date', patch: { delivered_date: serverTimestamp() } },
  ])('an admin cannot write $name directly', async ({ patch }) => {
    await assertFails(
      updateDoc(orderRef(firestoreAs(env, 'admin'), 'crown-1'), {
        ...patch,
        updated_at: serverTimestamp(),
      }),
    );
  });

  const INVALID: { name: string; patch: DocumentData }[] = [
    { name: 'a new retail price', patch: { bag_retail_price: 1 } },
    { name: 'another owner', patch: { user_id: UID.admin } },
    {
      name: 'a new shipping address',
      patch: { shipping_address: shippingAddress({ city: 'Paris' }) },
    },
    { name: 'a new return due date', patch: { return_due_date: serverTimestamp() } },
    { name: 'a tracking number over 100 characters', patch: { tracking_number: text(101) } },
    { name: 'admin notes, which its member would read', patch: { admin_notes: 'VIP' } },
    { name: 'a negative weight', patch: { bag_weight: -1 } },
    { name: 'a height as text', patch: { bag_height: '6' } },
    { name: 'updated_at from the client clock', patch: { updated_at: new Date(0) } },
  ];

  it.each(INVALID)('an admin cannot update an order with $name', async ({ patch }) => {
    await assertFails(
      updateDoc(orderRef(firestoreAs(env, 'admin'), 'crown-1'), {
        tracking_number: '1Z',
        updated_at: serverTimestamp(),
        ...patch,
      }),
    );
  });

  it('an admin cannot update an order without setting updated_at', async () => {
    await assertFails(
      updateDoc(orderRef(firestoreAs(env, 'admin'), 'crown-1'), { tracking_number: '1Z' }),
    );
  });

  it('a member cannot update their own order', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(
      updateDoc(orderRef(db, 'elite-new'), {
        order_status: 'cancelled',
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(orderRef(db, 'elite-new'), {
        shipping_address: shippingAddress({ line1: '1 New Street' }),
        updated_at: serverTimestamp(),
      }),
    );
  });

  it.each(NON_ADMIN_ROLES)("%s cannot update an order with the admin's patch", async (role) => {
    await assertFails(updateDoc(orderRef(firestoreAs(env, role), 'elite-new'), adminPatch()));
  });
});

describe('order_notes: admins only', () => {
  beforeEach(async () => {
    await seed(env, {
      'order_notes/elite-new': { admin_notes: 'Signature required', updated_at: new Date() },
    });
  });

  it('an admin reads an order’s notes', async () => {
    const snap = await assertSucceeds(
      getDoc(orderNotesDoc(firestoreAs(env, 'admin'), 'elite-new')),
    );
    expect(snap.data()?.admin_notes).toBe('Signature required');
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read an order’s notes', async (role) => {
    await assertFails(getDoc(orderNotesDoc(firestoreAs(env, role), 'elite-new')));
  });

  it('the member whose order it is cannot read its notes', async () => {
    const db = firestoreAs(env, 'elite');
    await assertSucceeds(getDoc(orderRef(db, 'elite-new')));
    await assertFails(getDoc(orderNotesDoc(db, 'elite-new')));
  });

  it.each(ROLES)('%s cannot write notes from the client (only updateOrder does)', async (role) => {
    const ref = doc(firestoreAs(env, role), 'order_notes', 'elite-new');
    await assertFails(setDoc(ref, { admin_notes: 'x', updated_at: serverTimestamp() }));
    await assertFails(deleteDoc(ref));
  });
});

describe('orders: no client creates or deletes', () => {
  it.each(ROLES)('%s cannot create an order', async (role: Role) => {
    const db = firestoreAs(env, role);
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(setDoc(doc(db, 'orders', 'new-order'), orderData(uid)));
    await assertFails(addDoc(collection(db, 'orders'), orderData(uid)));
  });

  it('a member cannot delete their own order', async () => {
    await assertFails(deleteDoc(orderRef(firestoreAs(env, 'elite'), 'elite-new')));
  });

  it('an admin cannot delete an order', async () => {
    await assertFails(deleteDoc(orderRef(firestoreAs(env, 'admin'), 'elite-new')));
  });
});
