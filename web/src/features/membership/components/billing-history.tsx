import { format } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CHARGE_STATUS_LABELS, formatCents, type Charge } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCharges } from '../api/get-charges';

const STATUS_STYLES: Record<Charge['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  refunded: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
  failed: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** The receipt of a charge: Stripe's hosted invoice, or the app's receipt page. */
function ReceiptLink({ charge }: { charge: Charge }) {
  const className = 'text-sm font-semibold underline underline-offset-4';
  if (charge.invoice_url !== null) {
    return (
      <a
        href={charge.invoice_url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-label={`View invoice ${charge.receipt_number} (opens Stripe in a new tab)`}
      >
        View invoice
      </a>
    );
  }
  if (charge.status === 'failed') return null;
  return (
    <Link
      to={paths.receipt(charge.id)}
      className={className}
      aria-label={`View receipt ${charge.receipt_number}`}
    >
      View receipt
    </Link>
  );
}

function ChargeRow({ charge }: { charge: Charge }) {
  return (
    <li className="grid gap-1 py-4 sm:grid-cols-[9rem_1fr_auto] sm:items-baseline sm:gap-x-6">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        <time dateTime={charge.charged_at.toISOString()}>
          {format(charge.charged_at, 'MMMM d, yyyy')}
        </time>
      </p>
      <div>
        <p>{charge.description}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[charge.status]}`}
          >
            {CHARGE_STATUS_LABELS[charge.status]}
          </span>
          {charge.refunded_cents > 0 && charge.refunded_cents < charge.amount_cents && (
            <span className="text-xs text-neutral-600 dark:text-neutral-400">
              {formatCents(charge.refunded_cents, { decimals: true })} refunded
            </span>
          )}
          <ReceiptLink charge={charge} />
        </p>
      </div>
      <p className="font-semibold tabular-nums sm:text-right">
        {formatCents(charge.amount_cents, { decimals: true })}
      </p>
    </li>
  );
}

/** `/membership-manage/billing`: every charge of the signed-in member `uid`, newest first. */
export function BillingHistory({ uid }: { uid: string }) {
  const history = useCharges(uid);
  let body;
  if (history.status === 'loading') body = <PageLoader label="Loading your billing history..." />;
  else if (history.status === 'error') {
    body = (
      <p role="alert" className="text-red-700 dark:text-red-400">
        We could not load your billing history. Please try again in a moment.
      </p>
    );
  } else if (history.charges.length === 0) {
    body = (
      <p className="text-neutral-700 dark:text-neutral-300">
        No charges yet. Each bill appears here once it is paid, with its receipt.
      </p>
    );
  } else {
    body = (
      <ul
        aria-label="Charges"
        className="divide-y divide-neutral-200 border-y border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
      >
        {history.charges.map((charge) => (
          <ChargeRow key={charge.id} charge={charge} />
        ))}
      </ul>
    );
  }
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={paths.membershipManage}
        className="inline-flex items-center gap-2 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Manage Membership
      </Link>
      <div>
        <h1 className="font-display text-3xl">Billing History</h1>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          Every charge for your membership and the bags you bought, with its receipt.
        </p>
      </div>
      {body}
    </main>
  );
}
