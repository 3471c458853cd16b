/**
 * firestore.rules `invitations` and `billing_events`: invitations are read by admins
 * only — never by a client, not even the invitee the invitation names or created the
 * account of — and written by nobody but the functions; billing events are read by admins only and
 * written by no client.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreAs, NON_ADMIN_ROLES, seed, UID, useRulesEnv } from './helpers';

const env = useRulesEnv();

const invitation = {
  signup_id: 'signup-1',
  email: 'member-elite@example.com',
  full_name: 'Ella Member',
  tier: 'elite',
  token_hash: 'a'.repeat(64),
  status: 'accepted',
  expires_at: new Date('2026-12-01T00:00:00Z'),
  created_at: new Date('2026-11-01T00:00:00Z'),
  updated_at: new Date('2026-11-01T00:00:00Z'),
  sent_count: 1,
  invited_by: 'admin@unlimited.test',
  // The elite role's account was created with this invitation.
  accepted_uid: UID.elite,
  accepted_at: new Date('2026-11-02T00:00:00Z'),
};

beforeEach(async () => {
  await seed(env, {
    'invitations/signup-1': invitation,
    'billing_events/evt_1': { type: 'customer.subscription.created', outcome: 'applied' },
  });
});

describe('invitations', () => {
  it('admins read one and list them', async () => {
    const db = firestoreAs(env, 'admin');
    const snap = await assertSucceeds(getDoc(doc(db, 'invitations/signup-1')));
    expect(snap.get('status')).toBe('accepted');
    await assertSucceeds(getDocs(collection(db, 'invitations')));
  });

  it.each(NON_ADMIN_ROLES)(
    '%s cannot read one, list them or look one up by token hash',
    async (role) => {
      const db = firestoreAs(env, role);
      await assertFails(getDoc(doc(db, 'invitations/signup-1')));
      await assertFails(getDocs(collection(db, 'invitations')));
      await assertFails(
        getDocs(
          query(collection(db, 'invitations'), where('token_hash', '==', invitation.token_hash)),
        ),
      );
    },
  );

  it('not even the invitee whose account it created can read it', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(getDoc(doc(db, 'invitations/signup-1')));
    await assertFails(
      getDocs(query(collection(db, 'invitations'), where('accepted_uid', '==', UID.elite))),
    );
  });

  it.each(['admin', 'elite', 'visitor'] as const)(
    '%s cannot create, change or delete one',
    async (role) => {
      const db = firestoreAs(env, role);
      await assertFails(
        setDoc(doc(db, 'invitations/signup-2'), { ...invitation, status: 'pending' }),
      );
      await assertFails(updateDoc(doc(db, 'invitations/signup-1'), { status: 'pending' }));
      await assertFails(deleteDoc(doc(db, 'invitations/signup-1')));
    },
  );
});

describe('billing_events', () => {
  it('admins read them (the billing attention list) and cannot write them', async () => {
    const db = firestoreAs(env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'billing_events/evt_1')));
    await assertFails(setDoc(doc(db, 'billing_events/evt_2'), { type: 'x' }));
    await assertFails(updateDoc(doc(db, 'billing_events/evt_1'), { outcome: 'ignored' }));
    await assertFails(deleteDoc(doc(db, 'billing_events/evt_1')));
  });

  it.each(NON_ADMIN_ROLES)('%s can neither read nor write them', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(getDoc(doc(db, 'billing_events/evt_1')));
    await assertFails(getDocs(collection(db, 'billing_events')));
    await assertFails(setDoc(doc(db, 'billing_events/evt_2'), { type: 'x' }));
  });
});
