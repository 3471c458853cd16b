import { AlertTriangle } from 'lucide-react';
import { RANK_LABELS, formatShippingAddress, productName, type Order } from '@unlimited/domain';
import { useBagGrade } from '../api/get-bag-grade';

/** The admin tables' dates (`11/3/2026`), shared with the other back-office lists. */
export { shortUsDate } from '@/lib/dates';

/** The bag as a person names it: brand and name, the brand said once. */
export function bagName(order: Pick<Order, 'bag_brand' | 'bag_name'>): string {
  return productName(order.bag_brand, order.bag_name);
}

/** The member's shipping address, one line per part. */
export function AddressBlock({ order }: { order: Pick<Order, 'shipping_address'> }) {
  return (
    <address className="min-w-0 text-xs whitespace-pre-line wrap-anywhere text-neutral-600 not-italic dark:text-neutral-400">
      {formatShippingAddress(order.shipping_address)}
    </address>
  );
}

/** The bag's condition grade as stored on the product, live. */
export function BagGrade({ bagId }: { bagId: string }) {
  const grade = useBagGrade(bagId);
  if (grade.status === 'loading') return <span className="text-xs text-neutral-500">Grade…</span>;
  if (grade.status !== 'success') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-red-700 dark:text-red-400">
        <AlertTriangle aria-hidden="true" className="size-3" />
        {grade.status === 'missing' ? 'Bag not found' : 'Grade unavailable'}
      </span>
    );
  }
  return (
    <span className="text-xs">
      Condition: <strong>{grade.grade}</strong> ({RANK_LABELS[grade.grade]})
    </span>
  );
}

/** An error line for a list that could not be read. */
export function ListError({ what }: { what: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
      <AlertTriangle aria-hidden="true" className="size-4" />
      Failed to load {what}. Reload the page to try again.
    </p>
  );
}
