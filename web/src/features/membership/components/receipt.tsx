import { format } from 'date-fns';
import { Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CHARGE_STATUS_LABELS, formatCents } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCharge } from '../api/get-charges';

const fieldTitle = 'text-xs font-semibold tracking-widest text-neutral-600 uppercase';
const money = (cents: number) => formatCents(cents, { decimals: true });

/**
 * `/receipts/:id`: the printable receipt of one of the member's charges: receipt number,
 * date, who was billed, what for, its lines (discounts, tax), the total and its status.
 * Another member's charge (or none) reads as not found: the rules refuse it.
 */
export function Receipt({ chargeId }: { chargeId: string }) {
  const { status, charge } = useCharge(chargeId);
  if (status === 'loading') return <PageLoader label="Loading your receipt..." />;
  if (status === 'error' || charge === null) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="font-display text-3xl">Receipt not found</h1>
        <p className="text-neutral-700 dark:text-neutral-300">
          We could not find this receipt among yours. Your receipts are in your billing history.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.billingHistory}>Billing History</Link>
        </Button>
      </main>
    );
  }
  const billedTo = [charge.billed_to_name, charge.billed_to_email].filter(Boolean).join('\n');
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12 print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <Link to={paths.billingHistory} className="text-sm underline underline-offset-4">
          Back to Billing History
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Print Receipt
        </Button>
      </div>
      <article
        aria-labelledby="receipt-heading"
        className="rounded-2xl border border-neutral-300 bg-white p-6 text-neutral-900 sm:p-8 print:rounded-none print:border-0"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-neutral-300 pb-4">
          <p className="font-display text-lg tracking-[0.2em] uppercase">Unlimited</p>
          <h1 id="receipt-heading" className="font-display text-2xl">
            Receipt
          </h1>
        </div>
        <dl className="grid gap-x-6 gap-y-3 py-4 text-sm sm:grid-cols-2">
          <div>
            <dt className={fieldTitle}>Receipt number</dt>
            <dd className="font-mono break-all">{charge.receipt_number}</dd>
          </div>
          <div>
            <dt className={fieldTitle}>Date paid</dt>
            <dd>{format(charge.charged_at, 'MMMM d, yyyy')}</dd>
          </div>
          <div>
            <dt className={fieldTitle}>Billed to</dt>
            <dd className="whitespace-pre-line">{billedTo || 'Unlimited member'}</dd>
          </div>
          <div>
            <dt className={fieldTitle}>Status</dt>
            <dd>
              {CHARGE_STATUS_LABELS[charge.status]}
              {charge.mode === 'demo' && ' (demo billing: no card was charged)'}
            </dd>
          </div>
        </dl>
        <p className="border-t border-neutral-300 pt-4 font-semibold">{charge.description}</p>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">What was charged</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className={`${fieldTitle} pb-2`}>
                Item
              </th>
              <th scope="col" className={`${fieldTitle} pb-2 text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {charge.lines.map((line, index) => (
              <tr key={`${index}-${line.label}`} className="border-t border-neutral-200">
                <td className="py-2 pr-4">{line.label}</td>
                <td className="py-2 text-right tabular-nums">
                  {line.cents < 0 ? `−${money(-line.cents)}` : money(line.cents)}
                </td>
              </tr>
            ))}
            {charge.tax_cents > 0 && (
              <tr className="border-t border-neutral-200">
                <td className="py-2 pr-4">Tax</td>
                <td className="py-2 text-right tabular-nums">{money(charge.tax_cents)}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-neutral-900 font-semibold">
              <th scope="row" className="py-2 pr-4 text-left">
                Total {charge.status === 'failed' ? 'due' : 'paid'}
              </th>
              <td className="py-2 text-right tabular-nums">{money(charge.amount_cents)}</td>
            </tr>
            {charge.refunded_cents > 0 && (
              <tr>
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  Refunded
                </th>
                <td className="py-1 text-right tabular-nums">−{money(charge.refunded_cents)}</td>
              </tr>
            )}
          </tfoot>
        </table>
        {charge.invoice_url !== null && (
          <p className="mt-4 text-sm print:hidden">
            <a
              href={charge.invoice_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline underline-offset-4"
            >
              View the invoice on Stripe
            </a>
          </p>
        )}
        <p className="mt-6 text-xs text-neutral-600">
          Questions about a charge? Reply to your receipt email or write to us from the Contact
          page.
        </p>
      </article>
    </main>
  );
}
