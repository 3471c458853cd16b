import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CARRIER_NAMES,
  formatShippingAddress,
  productName,
  RETURN_CARRIER,
  RETURN_SERVICE,
  RETURNS_ADDRESS,
  returnCode,
} from '@unlimited/domain';
import { Code128Barcode } from '@/components/shipping/code128-barcode';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMemberOrder } from '../api/get-member-order';
import { ReturnNextBag } from './return-next-bag';

const fieldTitle = 'text-xs font-semibold tracking-widest text-neutral-600 uppercase';

function Address({ title, text, strong }: { title: string; text: string; strong?: boolean }) {
  return (
    <div className="p-4">
      <p className={fieldTitle}>{title}</p>
      <p
        className={
          strong ? 'mt-1 text-lg font-semibold whitespace-pre-line' : 'mt-1 whitespace-pre-line'
        }
      >
        {text}
      </p>
    </div>
  );
}

function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
      <h1 className="font-display text-3xl">{heading}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{text}</p>
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>Back to Dashboard</Link>
      </Button>
    </main>
  );
}

/**
 * The printable return label of one of the member's orders: the carrier, From (the
 * member's address) and To (the returns address), the return code as a Code 128 barcode,
 * the order number, and how to send the bag; it prints alone on one page. Only an order
 * whose return has started has a label. Below it, the next bag (`ReturnNextBag`)
 * of the signed-in member `uid`.
 */
export function ReturnLabel({ uid, orderId }: { uid: string; orderId: string }) {
  const { status, order } = useMemberOrder(orderId);
  const [now] = useState(() => new Date());
  if (status === 'loading') return <PageLoader label="Loading your return label..." />;
  if (status === 'error' || order === null) {
    return (
      <Notice
        heading="Return label not found"
        text="We could not find this order among yours. Your labels are on your dashboard."
      />
    );
  }
  if (order.order_status !== 'return_pending') {
    return (
      <Notice
        heading="No return label"
        text={
          order.order_status === 'completed'
            ? 'This bag is back with us, so its label is no longer needed.'
            : 'This bag’s return has not started. Start it from your dashboard.'
        }
      />
    );
  }
  const code = returnCode(order.id);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12 print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-neutral-600 uppercase dark:text-neutral-400">
            Return started
          </p>
          <h1 className="font-display text-3xl">Your Return Label</h1>
        </div>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Print Label
        </Button>
      </div>
      <section
        aria-label="Return label"
        data-print-only
        className="overflow-hidden rounded-2xl border-2 border-neutral-900 bg-white text-neutral-900 print:break-inside-avoid print:rounded-none"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b-2 border-neutral-900 p-4">
          <p>
            <span className="text-2xl font-black tracking-tight">{RETURN_SERVICE}</span>
            <span className="ml-2 text-sm font-semibold tracking-widest uppercase">
              Prepaid return
            </span>
          </p>
          <p className="font-display text-lg tracking-[0.2em] uppercase">Unlimited</p>
        </div>
        <div className="grid divide-neutral-900 border-b-2 border-neutral-900 max-sm:divide-y sm:grid-cols-2 sm:divide-x print:grid-cols-2 print:divide-x print:divide-y-0">
          <Address title="From" text={formatShippingAddress(order.shipping_address)} />
          <Address title="To" text={formatShippingAddress(RETURNS_ADDRESS)} strong />
        </div>
        <div className="flex flex-col items-center gap-1 border-b-2 border-neutral-900 px-4 py-5">
          <Code128Barcode value={code} className="h-24 w-full max-w-md" />
          <p className="font-mono text-xl font-semibold tracking-[0.25em]">{code}</p>
          <p className={fieldTitle}>Return code</p>
        </div>
        <dl className="grid gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
          <dt className={fieldTitle}>Order number</dt>
          <dd className="font-mono break-all">{order.id}</dd>
          <dt className={fieldTitle}>Bag</dt>
          <dd>{productName(order.bag_brand, order.bag_name)}</dd>
          <dt className={fieldTitle}>Carrier</dt>
          <dd>
            {RETURN_SERVICE}. Drop it at any {CARRIER_NAMES[RETURN_CARRIER]} location; postage is
            prepaid.
          </dd>
        </dl>
      </section>
      <section aria-labelledby="how-to-return" className="print:hidden">
        <h2 id="how-to-return" className="font-display text-xl">
          How to send it
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
          <li>Wrap the bag in its dust bag and place it in the box it came in.</li>
          <li>Write the return code on the box and attach this label.</li>
          <li>Drop it at any {CARRIER_NAMES[RETURN_CARRIER]} location. Postage is prepaid.</li>
        </ol>
        <ReturnNextBag uid={uid} now={now} />
      </section>
    </main>
  );
}
