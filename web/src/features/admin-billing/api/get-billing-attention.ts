/** The Stripe events needing attention, live, the most recently retried first. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { BillingEventRecord } from '@unlimited/domain';
import { useFirestoreCollection } from '@/lib/firestore/live';
import {
  BILLING_ATTENTION_LIMIT,
  billingAttentionQuery,
} from '@/lib/firestore/queries/billing-events';

export type BillingAttentionState =
  | { status: 'loading' | 'error'; events: []; more: false }
  | { status: 'success'; events: BillingEventRecord[]; more: boolean };

const lastSeen = (event: BillingEventRecord) =>
  (event.last_received_at ?? event.received_at).getTime();

export function useBillingAttention(): BillingAttentionState {
  const db = useFirestore();
  const query = useMemo(() => billingAttentionQuery(db), [db]);
  const { status, data: snapshot } = useFirestoreCollection(query);
  const events = useMemo(
    () => (snapshot?.docs.map((doc) => doc.data()) ?? []).sort((a, b) => lastSeen(b) - lastSeen(a)),
    [snapshot],
  );
  if (status !== 'success') return { status, events: [], more: false };
  return {
    status,
    events: events.slice(0, BILLING_ATTENTION_LIMIT),
    more: events.length > BILLING_ATTENTION_LIMIT,
  };
}
