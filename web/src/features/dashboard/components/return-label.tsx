import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatShippingAddress,
  productName,
  RETURNS_ADDRESS,
  returnCode,
  shortOrderId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMemberOrder } from '../api/get-member-order';
import { ReturnNextBag } from './return-next-bag';

function Address({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-widest text-neutral-500 uppercase">{title}</p>
      <p className="mt-1 whitespace-pre-line">{text}</p>
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
 * The printable return label of one of the member's orders: the return code, From (the
 * member's address) and To (the returns address), and how to send the bag. Only an
 * order whose return has started has a label. Below it, the next bag (`ReturnNextBag`)
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
          <p className="text-xs font-semibold tracking-[0.3em] text-neutral-500 uppercase">
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
        className="rounded-2xl border-2 border-dashed border-neutral-400 bg-white p-6 text-neutral-900 print:border-solid"
      >
        <div className="flex flex-wrap items-start justify-between gap-4 border-b border-neutral-300 pb-4">
          <div>
            <p className="font-display text-xl">Unlimited · Prepaid Return</p>
            <p className="text-sm text-neutral-600">
              Order {shortOrderId(order.id)} · {productName(order.bag_brand, order.bag_name)}
            </p>
          </div>
          <div className="text-right">
            <p className="text-xs font-semibold tracking-widest text-neutral-500 uppercase">
              Return code
            </p>
            <p className="font-mono text-2xl tracking-widest">{code}</p>
          </div>
        </div>
        <div className="grid gap-6 pt-4 sm:grid-cols-2">
          <Address title="From" text={formatShippingAddress(order.shipping_address)} />
          <Address title="To" text={formatShippingAddress(RETURNS_ADDRESS)} />
        </div>
      </section>
      <section aria-labelledby="how-to-return" className="print:hidden">
        <h2 id="how-to-return" className="font-display text-xl">
          How to send it
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
          <li>Wrap the bag in its dust bag and place it in the box it came in.</li>
          <li>Write the return code on the box and attach this label.</li>
          <li>Drop it at any carrier location. Postage is prepaid.</li>
        </ol>
        <ReturnNextBag uid={uid} now={now} />
      </section>
    </main>
  );
}
