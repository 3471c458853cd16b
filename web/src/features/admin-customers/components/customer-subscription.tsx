import { format } from 'date-fns';
import { ADD_ONS, type Subscription } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { useCustomerSubscription } from '../api/get-customer';
import { STATUS_TONES, statusLabel, tierLabel } from './customer-format';
import { Field, Loaded, Section, fieldsClasses } from './section';

const day = (date: Date) => format(date, 'MMM d, yyyy');

function addOnList(sub: Subscription): string {
  const names = Object.values(ADD_ONS)
    .filter((addOn) => sub.add_ons[addOn.id])
    .map((addOn) =>
      sub.add_ons_ending.includes(addOn.id) ? `${addOn.name} (ending)` : addOn.name,
    );
  return names.length === 0 ? 'None' : names.join(', ');
}

/** Plan, status, add-ons and what happens at the period end. */
export function CustomerSubscription({ uid }: { uid: string }) {
  const subscription = useCustomerSubscription(uid);
  return (
    <Section id="subscription-heading" title="Subscription">
      <Loaded result={subscription} what="the subscription">
        {(sub) =>
          sub === undefined ? (
            <p className="text-sm text-neutral-500">
              No subscription: this member has not paid yet.
            </p>
          ) : (
            <>
              {sub.status === 'past_due' && (
                <p
                  role="alert"
                  className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
                >
                  The last payment failed. The member has been asked to update their card.
                </p>
              )}
              <dl className={fieldsClasses}>
                <Field label="Plan">{tierLabel(sub.plan_name)}</Field>
                <Field label="Status">
                  <Badge tone={STATUS_TONES[sub.status]}>{statusLabel(sub.status)}</Badge>
                </Field>
                <Field label="Add-ons">{addOnList(sub)}</Field>
                <Field label="Current period ends">{day(sub.current_period_end)}</Field>
                <Field label="Member since">{day(sub.started_at)}</Field>
                <Field label="Cancels at period end">
                  {sub.cancel_at_period_end ? 'Yes' : 'No'}
                </Field>
                <Field label="Pause">
                  {sub.status === 'paused'
                    ? 'Paused'
                    : sub.pause_requested_at
                      ? `Requested ${day(sub.pause_requested_at)}, starts at period end`
                      : 'None'}
                </Field>
                <Field label="Billing">
                  {sub.billing_mode === 'demo'
                    ? 'Demo billing'
                    : sub.billing_mode === 'stripe'
                      ? 'Stripe'
                      : '—'}
                  {sub.billing_customer_id ? ` · ${sub.billing_customer_id}` : ''}
                </Field>
              </dl>
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
