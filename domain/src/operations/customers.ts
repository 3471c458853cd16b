/**
 * The admin Customers page: each member's searchable summary (`customers/{uid}`), derived
 * from their profile and subscription, the search terms it answers, and the note input.
 */
import { z } from 'zod';
import {
  type CustomerDoc,
  type CustomerStatus,
  CUSTOMER_NOTE_MAX,
  CUSTOMER_STATUSES,
} from './schemas/customer';
import type { ProfileDoc } from '../orders';
import { type SubscriptionDoc, TIER_IDS, type TierId } from '../membership';
import { foldForSearch } from '../core';

/** Members per page of the customer list. */
export const CUSTOMERS_PAGE_SIZE = 25;

/** Longest prefix stored per word; a longer search term is cut to this. */
export const SEARCH_PREFIX_MAX = 24;

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let n = 1; n <= Math.min(word.length, SEARCH_PREFIX_MAX); n += 1) out.push(word.slice(0, n));
  return out;
}

/**
 * The keys a member is found by: every prefix (up to `SEARCH_PREFIX_MAX` characters) of
 * each name word, of the full name, of the email and of its local part, case and accents
 * folded (`foldForSearch`). A search for `ell`, `elena m`, `zoe` (Zoë) or `elite@unl` finds
 * them with one `array-contains` query.
 */
export function customerSearchKeys(firstName: string, lastName: string, email: string): string[] {
  const name = foldForSearch(`${firstName} ${lastName}`);
  const mail = foldForSearch(email);
  const words = [...name.split(' '), name, mail, mail.split('@')[0] ?? ''].filter((w) => w !== '');
  return [...new Set(words.flatMap(prefixes))];
}

/**
 * The search term a query uses (`array-contains`), or `null` when there is nothing to
 * search for. Cut to `SEARCH_PREFIX_MAX`, like the stored keys.
 */
export function customerSearchTerm(text: string): string | null {
  const term = foldForSearch(text).slice(0, SEARCH_PREFIX_MAX);
  return term === '' ? null : term;
}

/**
 * A member's `customers/{uid}` document from their profile and subscription, or `null`
 * when neither exists (the summary is then deleted). Only the subscription says the tier;
 * a member who never paid has status `none`. Staff (the `admin` claim) are customers only
 * while they hold a subscription: an operator's own profile is not a member to serve.
 */
export function customerFromDocs(
  profile: ProfileDoc | null,
  subscription: SubscriptionDoc | null,
  now: Date,
  { staff = false }: { staff?: boolean } = {},
): CustomerDoc | null {
  if (subscription === null && (profile === null || staff)) return null;
  const firstName = profile?.first_name ?? '';
  const lastName = profile?.last_name ?? '';
  const email = profile?.email ?? '';
  return {
    first_name: firstName,
    last_name: lastName,
    email,
    name_lower: foldForSearch(`${firstName} ${lastName}`),
    search_keys: customerSearchKeys(firstName, lastName, email),
    tier: subscription?.plan_name ?? null,
    status: subscription?.status ?? 'none',
    updated_at: now,
  };
}

/** True when the two summaries say the same (ignoring when they were written). */
export function sameCustomer(a: CustomerDoc | null, b: CustomerDoc | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.first_name === b.first_name &&
    a.last_name === b.last_name &&
    a.email === b.email &&
    a.name_lower === b.name_lower &&
    a.tier === b.tier &&
    a.status === b.status &&
    a.search_keys.length === b.search_keys.length &&
    a.search_keys.every((key, i) => key === b.search_keys[i])
  );
}

/** The customer list's filters (`all` means no filter). */
export interface CustomerFilters {
  search: string;
  tier: TierId | 'all';
  status: CustomerStatus | 'all';
}

export function isTierFilter(value: string | null): value is TierId | 'all' {
  return value === 'all' || (TIER_IDS as readonly (string | null)[]).includes(value);
}

export function isCustomerStatusFilter(value: string | null): value is CustomerStatus | 'all' {
  return value === 'all' || (CUSTOMER_STATUSES as readonly (string | null)[]).includes(value);
}

/** How each status reads on the admin pages. */
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  canceled: 'Canceled',
  past_due: 'Past Due',
  none: 'No Subscription',
};

const uid = z
  .string({ error: 'Please choose a member.' })
  .trim()
  .min(1, 'Please choose a member.')
  .max(128, 'Please choose a member.')
  .regex(/^[^/]+$/, 'Please choose a member.');

/** `addCustomerNote({ uid, text })` (admins). */
export const addCustomerNoteInputSchema = z.object({
  uid,
  text: z
    .string({ error: 'Please write a note.' })
    .trim()
    .min(1, 'Please write a note.')
    .max(CUSTOMER_NOTE_MAX, `Notes must be ${CUSTOMER_NOTE_MAX} characters or fewer.`),
});
export type AddCustomerNoteInput = z.input<typeof addCustomerNoteInputSchema>;
export interface AddCustomerNoteResult {
  noteId: string;
}
