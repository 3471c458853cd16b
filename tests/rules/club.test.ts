/**
 * firestore.rules `referrals` and `referrers`: the Club. A member lists and reads only her
 * own referrals with the Club page's query, and reads only her own referral code; admins
 * read referrals; nobody lists codes, and nobody writes either from a client (functions do).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  memberReferralsQuery,
  memberReferrerRef,
} from '../../web/src/lib/firestore/queries/referrals';
import { firestoreAs, ROLES, UID, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();

const at = new Date('2026-11-01T10:00:00Z');
const referral = (referrer: string, state: string) => ({
  referrer_uid: referrer,
  friend_name: 'Grace',
  state,
  credit_cents: state === 'credited' ? 2500 : null,
  credit_mode: state === 'credited' ? 'demo' : null,
  credit_status: state === 'credited' ? 'granted' : null,
  credit_event_id: null,
  credited_at: null,
  stripe_balance_transaction_id: null,
  applied_charge_id: null,
  created_at: at,
  updated_at: at,
});

beforeEach(async () => {
  await seed(env, {
    'referrals/s_elite_1': referral(UID.elite, 'joined'),
    'referrals/s_elite_2': referral(UID.elite, 'credited'),
    'referrals/s_other_1': referral(UID.other, 'invited'),
    [`referrers/${UID.elite}`]: { code: 'GX7K2MQ9RWTZ', created_at: at },
    [`referrers/${UID.other}`]: { code: 'HX7K2MQ9RWTZ', created_at: at },
  });
});

describe('referrals', () => {
  it('a member lists her own referrals with the Club page’s query', async () => {
    const db = firestoreAs(env, 'elite');
    const list = await assertSucceeds(getDocs(memberReferralsQuery(db, UID.elite)));
    expect(list.docs.map((d) => d.id).sort()).toEqual(['s_elite_1', 's_elite_2']);
    await assertSucceeds(getDoc(doc(db, 'referrals/s_elite_2')));
  });

  it('a member reads no other member’s referrals', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(getDoc(doc(db, 'referrals/s_other_1')));
    await assertFails(getDocs(memberReferralsQuery(db, UID.other)));
    await assertFails(getDocs(collection(db, 'referrals')));
  });

  it('a visitor reads none; admins read any', async () => {
    await assertFails(getDocs(memberReferralsQuery(firestoreAs(env, 'visitor'), UID.elite)));
    const admin = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(doc(admin, 'referrals/s_other_1')));
    const list = await assertSucceeds(getDocs(memberReferralsQuery(admin, UID.elite)));
    expect(list.size).toBe(2);
  });

  it.each(ROLES)('%s cannot create, change or delete a referral', async (role) => {
    const db = firestoreAs(env, role);
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(setDoc(doc(db, 'referrals/s_forged'), referral(uid, 'credited')));
    await assertFails(updateDoc(doc(db, 'referrals/s_elite_1'), { state: 'credited' }));
    await assertFails(deleteDoc(doc(db, 'referrals/s_elite_1')));
  });
});

describe('referrers', () => {
  it('a member reads her own code, and no one else’s', async () => {
    const db = firestoreAs(env, 'elite');
    const own = await assertSucceeds(getDoc(memberReferrerRef(db, UID.elite)));
    expect(own.data()?.code).toBe('GX7K2MQ9RWTZ');
    await assertFails(getDoc(memberReferrerRef(db, UID.other)));
  });

  it.each(ROLES)('%s cannot list codes or write one', async (role) => {
    const db = firestoreAs(env, role);
    const uid = role === 'visitor' ? 'nobody' : UID[role];
    await assertFails(getDocs(collection(db, 'referrers')));
    await assertFails(
      setDoc(doc(db, `referrers/${uid}`), { code: 'AAAAAAAAAAAA', created_at: at }),
    );
    await assertFails(updateDoc(doc(db, `referrers/${UID.elite}`), { code: 'AAAAAAAAAAAA' }));
    await assertFails(deleteDoc(doc(db, `referrers/${UID.elite}`)));
  });
});
