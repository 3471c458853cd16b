/**
 * The audit trail through the emulators: each admin write leaves exactly one record with
 * the admin's uid and email and the changed fields, written on the server. A product
 * edit and a signup status change (direct writes, stamped as the admin app stamps them)
 * through the audit trigger; a product delete, an order update and a coupon change
 * through their callables, in their own transaction. A redelivered trigger event writes
 * no second record.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore as getClientFirestore,
  serverTimestamp,
  updateDoc,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { auditStampFor } from '../../web/src/lib/firestore/audit-stamp';
import { auditDirectWrite } from '../../functions/src/audit/client-writes';
import {
  PASSWORD,
  PROJECT_ID,
  adminDb,
  memberOrder,
  seedProduct,
  signedInCaller,
  useFreshEmulators,
  waitFor,
  warmUpCallable,
} from './helpers';

useFreshEmulators();

const ADMIN = 'audit-admin';
const ADMIN_EMAIL = `${ADMIN}@integration.test`;

const clientApps: ReturnType<typeof initializeApp>[] = [];
afterAll(() => Promise.all(clientApps.map((app) => deleteApp(app))));

/** The client Firestore of an existing account, signed in as the admin app would be. */
async function clientFirestoreAs(email: string): Promise<ClientFirestore> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key' },
    `audit-client-${clientApps.length}`,
  );
  clientApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = getClientFirestore(app);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return db;
}

/** The audit records of one object. */
async function recordsOf(objectType: string, objectId: string) {
  const snap = await adminDb()
    .collection('activity')
    .where('object_type', '==', objectType)
    .where('object_id', '==', objectId)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
}

/** Waits for `count` records of the object, then gives them. */
function waitForRecords(objectType: string, objectId: string, count = 1) {
  return waitFor(`${count} audit record(s) of ${objectType} ${objectId}`, async () => {
    const records = await recordsOf(objectType, objectId);
    return records.length >= count ? records : undefined;
  });
}

describe('audit records', () => {
  it(
    'a product edit by an admin: one record with the admin and the changed fields; a redelivered event adds none',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      await signedInCaller(ADMIN, { admin: true });
      await seedProduct(db, 'audit-bag', {
        title: 'Kelly 28',
        price: 245_000,
        access_levels: 'Crown',
      });
      const client = await clientFirestoreAs(ADMIN_EMAIL);
      await updateDoc(doc(client, 'products', 'audit-bag'), {
        price: 239_000,
        status: 'Hidden',
        ...auditStampFor(ADMIN),
        updated_at: serverTimestamp(),
      });
      const [record] = await waitForRecords('product', 'audit-bag');
      expect(record).toMatchObject({
        actor: ADMIN_EMAIL,
        actor_uid: ADMIN,
        kind: 'updated',
        object_label: 'Kelly 28',
        changes: [
          { field: 'price', before: '245000', after: '239000' },
          { field: 'status', before: 'Active', after: 'Hidden' },
        ],
      });
      const people = await db.collection('activity_people').doc(ADMIN).get();
      expect(people.get('name')).toBe(ADMIN_EMAIL);

      // A server write (a function moving the bag) keeps the stamp: no record.
      await db.collection('products').doc('audit-bag').update({ rank: 'AB' });

      // The same event delivered again (at-least-once): its record id is the event id.
      const snap = await db.collection('products').doc('audit-bag').get();
      const redelivered = {
        eventId: String(record!.id),
        objectType: 'product' as const,
        objectId: 'audit-bag',
        before: { ...snap.data(), price: 245_000, status: 'Active', edit_id: 'older-edit' },
        after: snap.data()!,
        at: new Date(),
        lookupName: async () => ADMIN_EMAIL,
      };
      await expect(auditDirectWrite(db, redelivered)).resolves.toBe(false);
      expect(await recordsOf('product', 'audit-bag')).toHaveLength(1);
    },
  );

  it('a waitlist status change by an admin: one record', { timeout: 180_000 }, async () => {
    const db = adminDb();
    await db
      .collection('waitlist_signups')
      .doc('audit-signup')
      .set({
        full_name: 'Ann Lee',
        email: 'ann@example.com',
        tier: 'crown',
        zip_code: null,
        excitement_reason: null,
        comment: null,
        status: 'pending',
        submitted_at: new Date('2026-11-01T00:00:00Z'),
        notes: null,
        updated_at: new Date('2026-11-01T00:00:00Z'),
        source: 'web',
      });
    const client = await clientFirestoreAs(ADMIN_EMAIL);
    await updateDoc(doc(client, 'waitlist_signups', 'audit-signup'), {
      status: 'declined',
      notes: 'Asked to be removed',
      ...auditStampFor(ADMIN),
      updated_at: serverTimestamp(),
    });
    const records = await waitForRecords('waitlist_signup', 'audit-signup');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actor: ADMIN_EMAIL,
      actor_uid: ADMIN,
      object_label: 'ann@example.com',
      changes: [
        { field: 'status', before: 'pending', after: 'declined' },
        { field: 'notes', before: null, after: 'Asked to be removed' },
      ],
    });
  });

  it(
    'a product delete through deleteProducts: one record, in the same transaction',
    { timeout: 180_000 },
    async () => {
      const db = adminDb();
      const admin = await signedInCaller('audit-deleter', { admin: true });
      await seedProduct(db, 'doomed-bag', { title: 'Speedy 25' });
      await seedProduct(db, 'held-bag', { title: 'Birkin 30', borrow_status: 'Borrowed' });
      // Who holds a bag is on its loan document.
      await db.collection('product_loans').doc('held-bag').set({
        product_id: 'held-bag',
        user_id: 'someone',
        order_id: null,
        created_at: new Date(),
        updated_at: new Date(),
      });
      await warmUpCallable(admin, 'deleteProducts', { ids: [] }, 1);
      const result = await admin.call('deleteProducts', { ids: ['doomed-bag', 'held-bag'] });
      expect(result.deleted).toEqual(['doomed-bag']);
      expect(result.refused.map((r) => r.id)).toEqual(['held-bag']);
      expect((await db.collection('products').doc('doomed-bag').get()).exists).toBe(false);
      expect((await db.collection('products').doc('held-bag').get()).exists).toBe(true);
      const records = await recordsOf('product', 'doomed-bag');
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        kind: 'deleted',
        actor: 'audit-deleter@integration.test',
        actor_uid: 'audit-deleter',
        object_label: 'Speedy 25',
      });
      expect(await recordsOf('product', 'held-bag')).toEqual([]);
    },
  );

  it(
    'an order update through updateOrder: one record with the status and tracking',
    { timeout: 180_000 },
    async () => {
      const { admin, orderId } = await memberOrder({
        bagId: 'audit-order-bag',
        memberUid: 'audit-member',
        tier: 'crown',
        adminUid: 'audit-shipper',
        warmUp: true,
      });
      await admin.call('updateOrder', {
        orderId,
        expected_status: 'pending_shipment',
        order_status: 'in_transit',
        tracking_number: '1Z999AA10123456784',
        admin_notes: 'Gift wrapped',
      });
      const records = await recordsOf('order', orderId);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        kind: 'status_changed',
        actor: 'audit-shipper@integration.test',
        actor_uid: 'audit-shipper',
        changes: [
          { field: 'order_status', before: 'pending_shipment', after: 'in_transit' },
          { field: 'tracking_number', before: null, after: '1Z999AA10123456784' },
          { field: 'admin_notes', before: null, after: 'Gift wrapped' },
        ],
      });
    },
  );

  it('a coupon created and deactivated: one record each', { timeout: 180_000 }, async () => {
    const admin = await signedInCaller('audit-marketer', { admin: true });
    await admin.call('createCoupon', {
      code: 'audit10',
      kind: 'percent',
      percentOff: 10,
      duration: 'once',
    });
    await admin.call('deactivateCoupon', { code: 'AUDIT10' });
    const records = await recordsOf('coupon', 'AUDIT10');
    expect(records.map((r) => r.kind).sort()).toEqual(['created', 'deactivated']);
    for (const record of records) {
      expect(record).toMatchObject({
        actor: 'audit-marketer@integration.test',
        actor_uid: 'audit-marketer',
      });
    }
    expect(records.find((r) => r.kind === 'deactivated')).toMatchObject({
      changes: [{ field: 'active', before: 'true', after: 'false' }],
    });
  });
});
