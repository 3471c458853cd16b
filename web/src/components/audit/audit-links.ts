/** Where an audit record's object is shown in the back-office. */
import type { Activity } from '@unlimited/domain';
import { paths } from '@/config/paths';

/** The page of the record's object (its edit dialog, detail or page), or `null`. */
export function auditObjectPath(
  item: Pick<Activity, 'object_type' | 'object_id' | 'kind'>,
): string | null {
  const id = item.object_id;
  if (!id || item.object_type === undefined) return null;
  // A deleted object has no page left to open.
  if (item.kind === 'deleted') return null;
  const q = encodeURIComponent(id);
  switch (item.object_type) {
    case 'product':
      return `${paths.admin.products}?edit=${q}`;
    case 'order':
      return `${paths.admin.orders}?order=${q}`;
    case 'waitlist_signup':
      return `${paths.admin.waitlist}?signup=${q}`;
    case 'customer':
      return paths.admin.customer(id);
    case 'coupon':
      return paths.admin.coupons;
    case 'staff':
      return paths.admin.team;
    case 'article':
      return paths.admin.article(id);
  }
}
