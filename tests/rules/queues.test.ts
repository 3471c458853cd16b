/**
 * firestore.rules `queue_entries`, `notifications`, `notification_settings` and the held
 * bag: a member reads only their own queue entries and notices (with the app's queries),
 * marks only their own notices read, keeps their own email choices; a Reserved bag is in
 * the closet (like a bag out) for every tier that sees its level.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { productDoc } from '../../web/src/lib/firestore/refs/products';
import {
  markNotificationRead,
  memberNotificationsQuery,
  saveEmailPreferences,
  unreadNotificationsQuery,
} from '../../web/src/lib/firestore/queries/notifications';
import {
  adminBagQueueQuery,
  adminQueuesQuery,
  memberQueuesQuery,
} from '../../web/src/lib/firestore/queries/queues';
import { loanData, productData } from './fixtures';
import { firestoreAs, seed, UID, useRulesEnv } from './helpers';

const env = useRulesEnv();

function queueEntry(uid: string, productId = 'bag-out') {
  const at = new Date('2026-11-01T10:00:00Z');
  return {
    product_id: productId,
    user_id: uid,
    user_tier: 'elite',
    joined_at: at,
    status: 'waiting',
    position: 1,
    estimated_at: at,
    offer_expires_at: null,
    bag_title: 'Kelly',
    bag_brand: 'Hermès',
    bag_photo: null,
    user_email: `${uid}@example.com`,
    updated_at: at,
  };
}

function notice(uid: string, read = false) {
  return {
    user_id: uid,
    kind: 'queue_offer',
    title: 'Held for you',
    body: 'It is your turn.',
    link: '/bags/bag-out',
    read_at: read ? new Date('2026-11-02T00:00:00Z') : null,
    created_at: new Date('2026-11-01T10:00:00Z'),
  };
}

beforeEach(async () => {
  await seed(env, {
    [`queue_entries/bag-out_${UID.elite}`]: queueEntry(UID.elite),
    [`queue_entries/bag-out_${UID.other}`]: queueEntry(UID.other),
    'notifications/n-elite': notice(UID.elite),
    'notifications/n-elite-read': notice(UID.elite, true),
    'notifications/n-other': notice(UID.other),
    'products/bag-held': productData({ borrow_status: 'Reserved', access_levels: 'Elite' }),
    'product_loans/bag-held': loanData('bag-held', UID.elite, null),
  });
});

describe('queue_entries', () => {
  it('a member lists only their own entries with the app query', async () => {
    const mine = await assertSucceeds(
      getDocs(memberQueuesQuery(firestoreAs(env, 'elite'), UID.elite)),
    );
    expect(mine.docs.map((d) => d.data().user_id)).toEqual([UID.elite]);
    await assertFails(getDocs(memberQueuesQuery(firestoreAs(env, 'elite'), UID.other)));
    await assertFails(getDocs(memberQueuesQuery(firestoreAs(env, 'visitor'), UID.elite)));
  });

  it('only admins read every queue and one bag’s queue; nobody writes an entry', async () => {
    await assertSucceeds(getDocs(adminQueuesQuery(firestoreAs(env, 'admin'))));
    await assertSucceeds(getDocs(adminBagQueueQuery(firestoreAs(env, 'admin'), 'bag-out')));
    await assertFails(getDocs(adminBagQueueQuery(firestoreAs(env, 'crown'), 'bag-out')));
    await assertFails(
      setDoc(
        doc(firestoreAs(env, 'elite'), 'queue_entries', `bag-x_${UID.elite}`),
        queueEntry(UID.elite, 'bag-x'),
      ),
    );
    await assertFails(
      updateDoc(doc(firestoreAs(env, 'elite'), 'queue_entries', `bag-out_${UID.elite}`), {
        position: 1,
      }),
    );
  });
});

describe('notifications', () => {
  it('a member lists only their own notices, all and unread, with the app queries', async () => {
    const db = firestoreAs(env, 'elite');
    const all = await assertSucceeds(getDocs(memberNotificationsQuery(db, UID.elite)));
    expect(all.size).toBe(2);
    const unread = await assertSucceeds(getDocs(unreadNotificationsQuery(db, UID.elite)));
    expect(unread.docs.map((d) => d.id)).toEqual(['n-elite']);
    await assertFails(getDocs(memberNotificationsQuery(db, UID.other)));
    await assertFails(getDocs(memberNotificationsQuery(firestoreAs(env, 'admin'), UID.elite)));
  });

  it('a member marks their own notice read once, and nothing else', async () => {
    const db = firestoreAs(env, 'elite');
    await assertFails(markNotificationRead(db, 'n-other'));
    await assertFails(updateDoc(doc(db, 'notifications', 'n-elite'), { title: 'Changed' }));
    await assertFails(updateDoc(doc(db, 'notifications', 'n-elite'), { read_at: new Date() }));
    await assertSucceeds(markNotificationRead(db, 'n-elite'));
    await assertFails(markNotificationRead(db, 'n-elite-read'));
    await assertFails(setDoc(doc(db, 'notifications', 'new'), { ...notice(UID.elite) }));
  });
});

describe('notification_settings', () => {
  it('a member keeps their own email choices; nobody else reads or writes them', async () => {
    const db = firestoreAs(env, 'elite');
    await assertSucceeds(
      saveEmailPreferences(db, UID.elite, {
        availability: false,
        queue_offer: true,
        shipping: true,
        returns: false,
        bag_sold: false,
      }),
    );
    await assertSucceeds(getDoc(doc(db, 'notification_settings', UID.elite)));
    await assertFails(getDoc(doc(firestoreAs(env, 'other'), 'notification_settings', UID.elite)));
    await assertFails(
      saveEmailPreferences(firestoreAs(env, 'other'), UID.elite, {
        availability: true,
        queue_offer: true,
        shipping: true,
        returns: true,
        bag_sold: true,
      }),
    );
    await assertFails(
      setDoc(doc(db, 'notification_settings', UID.elite), {
        email: { availability: 'yes' },
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(db, 'notification_settings', UID.elite), {
        email: { bag_sold: 'no' },
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(db, 'notification_settings', UID.elite), {
        email: { marketing: true },
        updated_at: serverTimestamp(),
      }),
    );
  });
});

describe('a held bag', () => {
  it('is in the closet like a bag out: read by every member whose tier sees its level (its card says it is held), not by visitors', async () => {
    await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'elite'), 'bag-held')));
    await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'admin'), 'bag-held')));
    await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'other'), 'bag-held')));
    await assertSucceeds(getDoc(productDoc(firestoreAs(env, 'crown'), 'bag-held')));
    await assertFails(getDoc(productDoc(firestoreAs(env, 'reserve'), 'bag-held')));
    await assertFails(getDoc(productDoc(firestoreAs(env, 'visitor'), 'bag-held')));
  });
});
