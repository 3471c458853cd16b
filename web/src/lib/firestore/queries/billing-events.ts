/**
 * The billing attention list's read. firestore.rules `billing_events`: admins read;
 * the webhook handler writes.
 */
import { limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { BillingEventRecord } from '@unlimited/domain';
import { billingEventsCol } from '../refs/billing-events';

/** Most events needing attention listed at once (more are counted as "and more"). */
export const BILLING_ATTENTION_LIMIT = 20;

/**
 * Stripe events the functions could not map onto a member (Stripe retries them), up to
 * `max` of them; sorted on the page, so no composite index is needed.
 *
 * Index: the single-field index on state.
 */
export function billingAttentionQuery(
  db: Firestore,
  max = BILLING_ATTENTION_LIMIT + 1,
): Query<BillingEventRecord> {
  return query(billingEventsCol(db), where('state', '==', 'needs_attention'), limit(max));
}
