/**
 * One member's page: their profile, subscription, orders, invitation (and its waitlist
 * signup) and the admins' notes, each a live read of its own so one refusal or failure
 * shows in its own section.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type {
  CustomerNote,
  Invitation,
  Order,
  Profile,
  Subscription,
  WaitlistSignup,
} from '@unlimited/domain';
import { waitlistSignupDoc } from '@/lib/firestore/refs/waitlist-signups';
import {
  useFirestoreCollectionData,
  useFirestoreDocData,
  type LiveResult,
} from '@/lib/firestore/live';
import { customerNotesQuery, memberInvitationQuery } from '@/lib/firestore/queries/customers';
import { memberOrdersQuery } from '@/lib/firestore/queries/orders';
import { memberProfileRef } from '@/lib/firestore/queries/profiles';
import { memberSubscriptionRef } from '@/lib/firestore/queries/subscriptions';

/** Orders shown on a member's page (the newest; the orders admin has the rest). */
export const CUSTOMER_ORDERS_LIMIT = 50;

export function useCustomerProfile(uid: string): LiveResult<Profile | undefined> {
  const db = useFirestore();
  return useFirestoreDocData(useMemo(() => memberProfileRef(db, uid), [db, uid]));
}

export function useCustomerSubscription(uid: string): LiveResult<Subscription | undefined> {
  const db = useFirestore();
  return useFirestoreDocData(useMemo(() => memberSubscriptionRef(db, uid), [db, uid]));
}

export function useCustomerOrders(uid: string): LiveResult<Order[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(
    useMemo(() => memberOrdersQuery(db, uid, { pageSize: CUSTOMER_ORDERS_LIMIT }), [db, uid]),
  );
}

export function useCustomerNotes(uid: string): LiveResult<CustomerNote[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => customerNotesQuery(db, uid), [db, uid]));
}

export function useCustomerInvitation(uid: string): LiveResult<Invitation[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => memberInvitationQuery(db, uid), [db, uid]));
}

export function useInvitationSignup(signupId: string): LiveResult<WaitlistSignup | undefined> {
  const db = useFirestore();
  return useFirestoreDocData(useMemo(() => waitlistSignupDoc(db, signupId), [db, signupId]));
}
