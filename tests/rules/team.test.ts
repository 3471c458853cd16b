/**
 * firestore.rules and staff roles: the Team page's data (`staff`, `staff_invitations`) is
 * read by owners only, with the page's own queries (an admin with no role is an owner);
 * nobody writes it from a client. Support is read-only on money: it reads the money
 * collections like every member of staff, and no client (support, operations or owner)
 * writes coupons, charges or subscriptions; the callables that do check the role
 * (tests/functions/team.test.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponsQuery } from '../../web/src/lib/firestore/queries/coupons';
import { pendingStaffInvitationsQuery, staffQuery } from '../../web/src/lib/firestore/queries/team';
import { firestoreAs, modularFirestore, NON_ADMIN_ROLES, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();
const now = new Date('2026-11-20T10:00:00Z');

const STAFF = {
  owner: { admin: true, role: 'owner', email: 'owner@unlimited.test' },
  legacyAdmin: { admin: true, email: 'admin@unlimited.test' },
  operations: { admin: true, role: 'operations', email: 'operations@unlimited.test' },
  support: { admin: true, role: 'support', email: 'support@unlimited.test' },
} as const;
type StaffKey = keyof typeof STAFF;

const staffDb = (who: StaffKey) =>
  modularFirestore(env.authenticatedContext(`staff-${who}`, STAFF[who]));

const coupon = {
  code: 'SPRING20',
  kind: 'percent',
  percent_off: 20,
  amount_off_cents: null,
  duration: 'once',
  duration_in_months: null,
  max_redemptions: null,
  expires_at: null,
  active: true,
  redemptions: 0,
  billing_mode: 'demo',
  stripe_coupon_id: null,
  stripe_promotion_code_id: null,
  created_by: 'owner@unlimited.test',
  created_at: now,
  updated_at: now,
  deactivated_at: null,
};

beforeEach(async () => {
  await seed(env, {
    'staff/staff-owner': {
      id: 'staff-owner',
      uid: 'staff-owner',
      email: 'owner@unlimited.test',
      name: 'Olive Owner',
      role: 'owner',
      since: now,
      updated_at: now,
    },
    'staff_invitations/inv-1': {
      id: 'inv-1',
      email: 'new@unlimited.test',
      role: 'support',
      token_hash: 'abc',
      status: 'pending',
      expires_at: new Date('2026-11-27T10:00:00Z'),
      invited_by: 'owner@unlimited.test',
      created_at: now,
      updated_at: now,
      accepted_uid: null,
      accepted_at: null,
    },
    'coupons/SPRING20': coupon,
    'charges/ch-1': { user_id: 'member-elite', amount_cents: 100, charged_at: now },
    'subscriptions/member-elite': { plan_name: 'elite', status: 'active' },
  });
});

describe('team data', () => {
  it.each(['owner', 'legacyAdmin'] as const)(
    '%s lists the team and its open invitations',
    async (who) => {
      const db = staffDb(who);
      const staff = await assertSucceeds(getDocs(staffQuery(db)));
      expect(staff.docs.map((d) => d.data())).toEqual([
        {
          uid: 'staff-owner',
          email: 'owner@unlimited.test',
          name: 'Olive Owner',
          role: 'owner',
          since: now,
        },
      ]);
      const invitations = await assertSucceeds(getDocs(pendingStaffInvitationsQuery(db)));
      expect(invitations.docs.map((d) => d.data().email)).toEqual(['new@unlimited.test']);
    },
  );

  it.each(['operations', 'support'] as const)('%s cannot read the team', async (who) => {
    const db = staffDb(who);
    await assertFails(getDocs(staffQuery(db)));
    await assertFails(getDocs(pendingStaffInvitationsQuery(db)));
    await assertFails(getDoc(doc(db, 'staff/staff-owner')));
  });

  it.each(NON_ADMIN_ROLES)('%s (not staff) cannot read the team', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(staffQuery(db)));
    await assertFails(getDocs(pendingStaffInvitationsQuery(db)));
    await assertFails(getDoc(doc(db, 'staff_invitations/inv-1')));
  });

  it('a role claim without admin: true reads nothing', async () => {
    const db = modularFirestore(env.authenticatedContext('fake', { role: 'owner' }));
    await assertFails(getDocs(staffQuery(db)));
    await assertFails(getDocs(couponsQuery(db)));
  });

  it('no one writes the team from a client, an owner included', async () => {
    for (const who of ['owner', 'operations', 'support'] as const) {
      const db = staffDb(who);
      await assertFails(
        setDoc(doc(db, `staff/staff-${who}`), { uid: `staff-${who}`, role: 'owner' }),
      );
      await assertFails(updateDoc(doc(db, 'staff/staff-owner'), { role: 'support' }));
      await assertFails(deleteDoc(doc(db, 'staff/staff-owner')));
      await assertFails(updateDoc(doc(db, 'staff_invitations/inv-1'), { role: 'owner' }));
    }
  });
});

describe('money', () => {
  it.each(['owner', 'operations', 'support'] as const)(
    '%s reads coupons, charges and subscriptions',
    async (who) => {
      const db = staffDb(who);
      await assertSucceeds(getDocs(couponsQuery(db)));
      await assertSucceeds(getDoc(doc(db, 'charges/ch-1')));
      await assertSucceeds(getDoc(doc(db, 'subscriptions/member-elite')));
    },
  );

  it('support cannot create, change or deactivate a coupon, a charge or a subscription', async () => {
    const db = staffDb('support');
    await assertFails(setDoc(doc(db, 'coupons/FREE100'), { ...coupon, code: 'FREE100' }));
    await assertFails(updateDoc(doc(db, 'coupons/SPRING20'), { active: false }));
    await assertFails(
      setDoc(doc(db, 'charges/ch-2'), { user_id: 'member-elite', amount_cents: -100 }),
    );
    await assertFails(updateDoc(doc(db, 'subscriptions/member-elite'), { plan_name: 'crown' }));
  });

  it('operations and owners change money only through the functions, never directly', async () => {
    for (const who of ['owner', 'operations'] as const) {
      const db = staffDb(who);
      await assertFails(updateDoc(doc(db, 'coupons/SPRING20'), { active: false }));
      await assertFails(updateDoc(doc(db, 'subscriptions/member-elite'), { plan_name: 'crown' }));
    }
  });
});
