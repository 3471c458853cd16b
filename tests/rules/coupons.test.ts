/**
 * firestore.rules `coupons`: admins list them with the Coupons page's own query; no other
 * role reads one (members learn a code's terms only through previewPromoCode), and no
 * client writes one (the coupon functions and the redemption trigger do).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponsQuery } from '../../web/src/lib/firestore/queries/coupons';
import { firestoreAs, NON_ADMIN_ROLES, ROLES, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();

const now = new Date('2026-11-20T10:00:00Z');
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
  created_by: 'admin@unlimited.test',
  created_at: now,
  updated_at: now,
  deactivated_at: null,
};

beforeEach(async () => {
  await seed(env, { 'coupons/SPRING20': coupon });
});

describe('coupons', () => {
  it('admins list them and read one', async () => {
    const db = firestoreAs(env, 'admin');
    const list = await assertSucceeds(getDocs(couponsQuery(db)));
    expect(list.docs.map((d) => d.data().code)).toEqual(['SPRING20']);
    await assertSucceeds(getDoc(doc(db, 'coupons/SPRING20')));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot list them or read one', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDocs(couponsQuery(db)));
    await assertFails(getDoc(doc(db, 'coupons/SPRING20')));
  });

  it.each(ROLES)('%s cannot create, change or delete one', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, 'coupons/FREE100'), { ...coupon, code: 'FREE100' }));
    await assertFails(updateDoc(doc(db, 'coupons/SPRING20'), { percent_off: 100 }));
    await assertFails(deleteDoc(doc(db, 'coupons/SPRING20')));
  });
});
