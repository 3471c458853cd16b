/**
 * What a bag's card in the closet says about where the bag is. The closet lists every
 * Active bag a viewer's tier may see, not only those free to choose: a bag out with a
 * member (Borrowed, or Swapping on its way back), held for the first member in its queue
 * (Reserved) or in the atelier (Maintenance) is shown with its state, so its queue can be
 * found from the closet. Sold and hidden bags are never listed.
 */
import type { BorrowStatus } from './catalog';

/** The four states a listed bag can be in. */
export type ClosetStateKind = 'available' | 'out' | 'held' | 'care';

/** A card's state: a short label (its badge) and an optional detail line. */
export interface ClosetState {
  kind: ClosetStateKind;
  label: string;
  /** The date it should be back and how many wait for it, when known; otherwise null. */
  detail: string | null;
}

/** What is known of a bag that is out; each part is left out when it is not known. */
export interface ClosetStateFacts {
  /** When the bag is expected back: the queue's estimate (what the bag's page gives members). */
  backAt?: Date | null | undefined;
  /** When its loan is due back (the product's return date), when no estimate is known. */
  dueAt?: Date | null | undefined;
  /** How many members wait for it (its queue length), when the viewer may know. */
  waiting?: number | null | undefined;
  /** How a date reads on the page (`December 4`): the caller's time zone and locale. */
  formatDate: (date: Date) => string;
}

/** The short label of each state, as the card's badge reads. */
export const CLOSET_STATE_LABELS: Readonly<Record<ClosetStateKind, string>> = {
  available: 'Available now',
  out: 'Out with a member',
  held: 'Held for the next in line',
  care: 'In care at our atelier',
};

/** The state of a listed bag with `borrowStatus`. */
export function closetStateKind(borrowStatus: BorrowStatus): ClosetStateKind {
  switch (borrowStatus) {
    case 'Available':
      return 'available';
    case 'Reserved':
      return 'held';
    case 'Maintenance':
      return 'care';
    default:
      // Borrowed (with a member or on its way to them) and Swapping (on its way back).
      return 'out';
  }
}

/** `Nobody waiting yet`, `1 member waiting`, `3 members waiting`. */
export function waitingText(count: number): string {
  if (count <= 0) return 'Nobody waiting yet';
  return `${count} ${count === 1 ? 'member' : 'members'} waiting`;
}

/**
 * The card state of a bag with `borrowStatus`. A bag out with a member says when it is
 * expected back (the queue's estimate) or else when its loan is due back; a bag out, held
 * or in care says how many wait for it when that is known.
 * A held bag or one in care gives no date: its return does not follow a member's swap.
 */
export function closetState(borrowStatus: BorrowStatus, facts: ClosetStateFacts): ClosetState {
  const kind = closetStateKind(borrowStatus);
  const label = CLOSET_STATE_LABELS[kind];
  if (kind === 'available') return { kind, label, detail: null };
  const parts: string[] = [];
  if (kind === 'out' && facts.backAt) {
    parts.push(`Expected back around ${facts.formatDate(facts.backAt)}`);
  } else if (kind === 'out' && facts.dueAt) {
    parts.push(`Due back ${facts.formatDate(facts.dueAt)}`);
  }
  if (typeof facts.waiting === 'number') parts.push(waitingText(facts.waiting));
  return { kind, label, detail: parts.length > 0 ? parts.join(' · ') : null };
}
