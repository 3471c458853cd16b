import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The account page's way to the billing history (charges and receipts). */
export function BillingHistorySection() {
  return (
    <section aria-labelledby="billing-heading" className="flex flex-col gap-2">
      <h2 id="billing-heading" className="font-display text-xl">
        Billing
      </h2>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Every charge for your membership and the bags you bought, with its receipt.{' '}
        <Link to={paths.billingHistory} className="font-semibold underline underline-offset-4">
          Billing History
        </Link>
      </p>
    </section>
  );
}
