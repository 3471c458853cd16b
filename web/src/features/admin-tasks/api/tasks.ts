/** The kinds of task in the queue, in order of urgency, and how each is worded. */
import { shipDay, formatCount } from '@unlimited/domain';
import { paths } from '@/config/paths';

/** How many items a task counts; `more` when it was counted up to a limit only. */
export interface Tally {
  count: number;
  more: boolean;
  /** The id of the first item counted (a failed payment's member uid). */
  firstId?: string;
  /** The date of the first item counted (the soonest reservation's ship day). */
  firstAt?: Date;
}

/** Each task's tally, `null` when its source could not be read. */
export interface TaskCounts {
  overdue: Tally | null;
  /** Orders pending shipment whose day has come (reservations not due left out). */
  toShip: Tally | null;
  /** Reservations whose ship day is still ahead: listed in Swaps, not to ship yet. */
  reservedLater?: Tally | null;
  /** Orders pending shipment whose member's membership is not active. */
  heldBack?: Tally | null;
  toReceive: Tally | null;
  staleSignups: Tally | null;
  noPhotos: Tally | null;
  readyToPublish: Tally | null;
  failedPayments: Tally | null;
}

/** Where the task counts come from (named in the "could not check" line). */
export type TaskSource = 'counters' | 'overdue' | 'staleSignups' | 'reservedLater' | 'heldBack';

export const SOURCE_LABELS: Record<TaskSource, string> = {
  counters: 'orders, returns, products and failed payments',
  reservedLater: 'reservations (so the orders to ship are not counted)',
  heldBack: 'orders held back (so the orders to ship are not counted)',
  overdue: 'overdue returns',
  staleSignups: 'waitlist signups',
};

export interface Task {
  id: keyof TaskCounts;
  /** What needs doing, with its count. */
  title: string;
  /** Where it is done, in words. */
  where: string;
  to: string;
  urgent: boolean;
}

/** `3 orders`, `1 order`, `100+ orders` (the read hit its limit). */
function count(t: Tally, one: string, many: string): string {
  const n = `${formatCount(t.count)}${t.more ? '+' : ''}`;
  return `${n} ${t.count === 1 && !t.more ? one : many}`;
}

/** The tasks that need doing now, most urgent first. */
export function buildTasks(counts: TaskCounts): Task[] {
  const reserved = counts.reservedLater ?? null;
  const held = counts.heldBack ?? null;
  const tasks: (Task | null)[] = [
    counts.overdue && {
      id: 'overdue',
      title: `${count(counts.overdue, 'return is', 'returns are')} overdue`,
      where: 'Contact the member from Swaps',
      to: `${paths.admin.swaps}#overdue-returns-heading`,
      urgent: true,
    },
    counts.failedPayments && {
      id: 'failedPayments',
      title: `${count(counts.failedPayments, 'membership has', 'memberships have')} a failed payment`,
      where: 'Follow up with the member in Customers',
      // One member: their page; more: the members whose payment failed.
      to:
        counts.failedPayments.count === 1 && counts.failedPayments.firstId !== undefined
          ? paths.admin.customer(counts.failedPayments.firstId)
          : `${paths.admin.customers}?status=past_due`,
      urgent: true,
    },
    counts.toShip && {
      id: 'toShip',
      title: `${count(counts.toShip, 'order', 'orders')} to ship`,
      where: 'Mark shipped in Swaps',
      to: paths.admin.swaps,
      urgent: false,
    },
    held && {
      id: 'heldBack',
      title: `${count(held, 'order is', 'orders are')} held back: membership not active`,
      where: 'Not to ship: wait for the membership, or cancel the order (Swaps)',
      to: paths.admin.swaps,
      urgent: false,
    },
    reserved && {
      id: 'reservedLater',
      title: `${count(reserved, 'reservation ships', 'reservations ship')} on a later day`,
      where: reserved.firstAt
        ? `Not to ship yet. The next ships on ${shipDay(reserved.firstAt)} (Swaps)`
        : 'Not to ship yet: listed in Swaps',
      to: `${paths.admin.swaps}#reserved-to-ship-later-heading`,
      urgent: false,
    },
    counts.toReceive && {
      id: 'toReceive',
      title: `${count(counts.toReceive, 'return', 'returns')} to receive`,
      where: 'Mark received in Swaps',
      to: paths.admin.swaps,
      urgent: false,
    },
    counts.staleSignups && {
      id: 'staleSignups',
      title: `${count(counts.staleSignups, 'waitlist signup', 'waitlist signups')} pending for more than a week`,
      where: 'Review in Waitlist',
      to: `${paths.admin.waitlist}?status=pending`,
      urgent: false,
    },
    counts.noPhotos && {
      id: 'noPhotos',
      title: `${count(counts.noPhotos, 'active product has', 'active products have')} no photos`,
      where: 'Add photos in Products',
      to: paths.admin.products,
      urgent: false,
    },
    counts.readyToPublish && {
      id: 'readyToPublish',
      title: `${count(counts.readyToPublish, 'hidden product is', 'hidden products are')} ready to publish`,
      where: 'Set to Active in Products',
      to: paths.admin.products,
      urgent: false,
    },
  ];
  return tasks.filter((task): task is Task => task !== null && (counts[task.id]?.count ?? 0) > 0);
}
