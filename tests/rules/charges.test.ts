/**
 * firestore.rules `charges`: the billing history. A member lists and reads only their own
 * charges with the Billing History page's own query and the receipt page's read; admins
 * read all; nobody writes one from a client (the billing functions do).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { chargeRef, memberChargesQuery } from '../../web/src/lib/firestore/queries/charges';
import { firestoreAs, ROLES, UID, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();

const at = new Date('2026-11-01T10:00:00Z');
const charge = (uid: string, amount: number) => ({
  user_id: uid,
  kind: 'membership',
  description: 'Elite membership, November 1, 2026 to December 1, 2026',
  lines: [{ label: 'Elite membership', cents: amount }],
  tax_cents: 0,
  amount_cents: amount,
  refunded_cents: 0,
  currency: 'usd',
  status: 'paid',
  charged_at: at,
  receipt_number: 'UL-20261101-000001',
  mode: 'demo',
  invoice_url: null,
  payment_intent_id: null,
  tier: 'elite',
  period_start: at,
  period_end: new Date('2026-12-01T10:00:00Z'),
  order_id: null,
  billed_to_name: 'Ada Lovelace',
  billed_to_email: 'ada@unlimited.test',
  created_at: at,
  updated_at: at,
});

beforeEach(async () => {
  await seed(env, {
    'charges/in_elite_1': charge(UID.elite, 12_900),
    'charges/in_other_1': charge(UID.other, 12_900),
  });
});

describe('charges', () => {
  it('a member lists and reads their own charges, with the page’s query', async () => {
    const db = firestoreAs(env, 'elite');
    const list = await assertSucceeds(getDocs(memberChargesQuery(db, UID.elite)));
    expect(list.docs.map((d) => d.id)).toEqual(['in_elite_1']);
    const own = await assertSucceeds(getDoc(chargeRef(db, 'in_elite_1')));
    expect(own.data()?.amount_cents).toBe(12_900);
  });

  it('a member reads no other member’s charge: not their receipt, not their list', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(getDoc(chargeRef(db, 'in_other_1')));
    await assertFails(getDocs(memberChargesQuery(db, UID.other)));
    // A receipt that does not exist reads the same as another member's: refused.
    await assertFails(getDoc(chargeRef(db, 'in_nobody')));
  });

  it('a visitor reads none', async () => {
    const db = firestoreAs(env, 'visitor');
    await assertFails(getDoc(doc(db, 'charges/in_elite_1')));
    await assertFails(getDocs(memberChargesQuery(db, UID.elite)));
  });

  it('admins read any member’s charges', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(chargeRef(db, 'in_other_1')));
    const list = await assertSucceeds(getDocs(memberChargesQuery(db, UID.elite)));
    expect(list.size).toBe(1);
  });

  it.each(ROLES)('%s cannot create, change or delete a charge', async (role) => {
    const db = firestoreAs(env, role);
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(setDoc(doc(db, 'charges/in_forged'), charge(uid, 1)));
    await assertFails(updateDoc(doc(db, 'charges/in_elite_1'), { status: 'refunded' }));
    await assertFails(deleteDoc(doc(db, 'charges/in_elite_1')));
  });
});
