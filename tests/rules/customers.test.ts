/**
 * firestore.rules `customers` and `customer_notes`: admins read them with the Customers
 * page's own queries; no other role reads them, and no client writes them (a trigger and
 * the addCustomerNote function do).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerFromDocs } from '@unlimited/domain';
import {
  customerNotesQuery,
  customersQuery,
  memberInvitationQuery,
} from '../../web/src/lib/firestore/queries/customers';
import { customerDoc } from '../../web/src/lib/firestore/refs/customers';
import { firestoreAs, NON_ADMIN_ROLES, ROLES, seed, UID, useRulesEnv } from './helpers';

const env = useRulesEnv();

const now = new Date('2026-11-20T10:00:00Z');
const customer = customerFromDocs(
  {
    first_name: 'Elena',
    last_name: 'Marquez',
    username: 'elena',
    email: 'elite@unlimited.test',
    shipping_address: null,
  },
  null,
  now,
);
const note = {
  uid: UID.elite,
  text: 'Prefers mornings.',
  author: 'admin@unlimited.test',
  created_at: now,
};

beforeEach(async () => {
  await seed(env, {
    [`customers/${UID.elite}`]: { ...customer, tier: 'elite', status: 'active' },
    'customer_notes/note-1': note,
  });
});

const allFilters = { search: '', tier: 'all', status: 'all' } as const;

describe('customers', () => {
  it('admins read a member and page through the list, searched and filtered', async () => {
    const db = firestoreAs(env, 'admin');
    const snap = await assertSucceeds(getDoc(customerDoc(db, UID.elite)));
    expect(snap.data()?.email).toBe('elite@unlimited.test');
    const all = await assertSucceeds(getDocs(customersQuery(db, allFilters)));
    expect(all.size).toBe(1);
    const found = await assertSucceeds(
      getDocs(customersQuery(db, { search: 'Elena M', tier: 'elite', status: 'active' })),
    );
    expect(found.docs.map((d) => d.id)).toEqual([UID.elite]);
    const none = await assertSucceeds(
      getDocs(customersQuery(db, { search: 'zed', tier: 'all', status: 'all' })),
    );
    expect(none.size).toBe(0);
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read one or list them', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDoc(customerDoc(db, UID.elite)));
    await assertFails(getDocs(customersQuery(db, allFilters)));
  });

  it.each(ROLES)('%s cannot write one', async (role) => {
    const db = firestoreAs(env, role);
    const ref = doc(db, `customers/${UID.elite}`);
    await assertFails(setDoc(doc(db, 'customers/new-member'), { ...customer }));
    await assertFails(updateDoc(ref, { tier: 'crown' }));
    await assertFails(deleteDoc(ref));
  });
});

describe('customer_notes', () => {
  it("admins read a member's notes", async () => {
    const db = firestoreAs(env, 'admin');
    const snap = await assertSucceeds(getDocs(customerNotesQuery(db, UID.elite)));
    expect(snap.docs.map((d) => d.data().text)).toEqual(['Prefers mornings.']);
  });

  it.each(NON_ADMIN_ROLES)('%s cannot read them, not even about themselves', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(customerNotesQuery(db, UID.elite)));
    await assertFails(getDoc(doc(db, 'customer_notes/note-1')));
  });

  it.each(ROLES)('%s cannot write one', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'customer_notes/note-2'), note));
    await assertFails(updateDoc(doc(db, 'customer_notes/note-1'), { text: 'changed' }));
    await assertFails(deleteDoc(doc(db, 'customer_notes/note-1')));
  });
});

describe("a member's invitation, as the Customers page reads it", () => {
  it('admins find it by the account it created; others cannot', async () => {
    await seed(env, {
      'invitations/signup-1': {
        signup_id: 'signup-1',
        email: 'elite@unlimited.test',
        full_name: 'Elena Marquez',
        tier: 'elite',
        token_hash: 'a'.repeat(64),
        status: 'converted',
        expires_at: now,
        created_at: now,
        updated_at: now,
        sent_count: 1,
        invited_by: 'admin@unlimited.test',
        accepted_uid: UID.elite,
        accepted_at: now,
      },
    });
    const admin = await assertSucceeds(
      getDocs(memberInvitationQuery(firestoreAs(env, 'admin'), UID.elite)),
    );
    expect(admin.size).toBe(1);
    await assertFails(getDocs(memberInvitationQuery(firestoreAs(env, 'elite'), UID.elite)));
  });
});
