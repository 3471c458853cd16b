/**
 * Server-side search over every row of the back-office lists (products, waitlist signups,
 * orders): each document stores `search_tokens`, the folded phrases it answers, written
 * by the server (functions/src/search), and a list asks Firestore for one token with
 * `array-contains`, so a search reads one page whatever the collection's size and its
 * `count()` is exact.
 *
 * A search matches a document when what was typed, folded (`foldForSearch`: case and
 * accents, `hermes` = Hermès), starts at the beginning of a word of one of its fields:
 * `birk`, `birkin 30`, `hermes birkin` (brand then title) and `30 togo` all find the
 * Hermès "Birkin 30 Togo". A search longer than {@link SEARCH_TOKEN_MAX_LENGTH}
 * characters is cut to it, as the stored tokens are.
 */
import { PRICE_RANGES, type PriceRangeId } from './catalog';
import { foldForSearch } from '../core';

/** Longest token stored, and longest search term asked for. */
export const SEARCH_TOKEN_MAX_LENGTH = 24;

/** At most this many tokens per document (the first fields come first). */
export const MAX_SEARCH_TOKENS = 600;

/** Words of a long free-text field (notes) that are indexed. */
const MAX_WORDS_PER_FIELD = 40;

const wordPart = /[\p{L}\p{N}]+/gu;

function addPrefixes(into: Set<string>, phrase: string): void {
  const cut = phrase.slice(0, SEARCH_TOKEN_MAX_LENGTH).trimEnd();
  for (let n = 1; n <= cut.length; n += 1) {
    if (into.size >= MAX_SEARCH_TOKENS) return;
    const prefix = cut.slice(0, n);
    if (!prefix.endsWith(' ')) into.add(prefix);
  }
}

/**
 * The `search_tokens` of a document whose searchable text is `fields` (in order of
 * importance; null and empty fields are skipped): for each field, folded, every prefix
 * of every run of words that starts at a word (so phrases match across spaces), and of
 * the rest of a word from each part after punctuation (so `example.com` and `com` find
 * `ana@example.com`), each cut to {@link SEARCH_TOKEN_MAX_LENGTH}; at most
 * {@link MAX_SEARCH_TOKENS}, no repeats. Deterministic: the same fields give the same list.
 */
export function searchTokens(fields: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const field of fields) {
    if (field == null) continue;
    const words = foldForSearch(field)
      .split(' ')
      .filter((word) => word !== '');
    const kept = words.slice(0, MAX_WORDS_PER_FIELD);
    for (let i = 0; i < kept.length; i += 1) {
      addPrefixes(tokens, kept.slice(i).join(' '));
      // Inside a word, from each part on: `other.org` and `org` in `sam@other.org`.
      const word = kept[i] ?? '';
      for (const part of word.matchAll(wordPart)) {
        if (part.index > 0) addPrefixes(tokens, word.slice(part.index));
      }
    }
  }
  return [...tokens];
}

/**
 * The token a list's query asks for (`array-contains`) for what was typed, or `null` when
 * nothing was typed (the list is then not searched).
 */
export function searchTerm(text: string): string | null {
  const term = foldForSearch(text).slice(0, SEARCH_TOKEN_MAX_LENGTH).trimEnd();
  return term === '' ? null : term;
}

/** The searchable text of a product: title, brand, brand then title, and its style. */
export function productSearchTokens(product: {
  title: string;
  brand: string;
  style?: string | null | undefined;
}): string[] {
  return searchTokens([
    product.title,
    product.brand,
    `${product.brand} ${product.title}`,
    product.style,
  ]);
}

/**
 * The searchable text of a waitlist signup: email, name, the admins' notes and the email
 * of the member who referred it.
 */
export function signupSearchTokens(signup: {
  email: string;
  full_name?: string | null | undefined;
  notes?: string | null | undefined;
  referred_by_email?: string | null | undefined;
}): string[] {
  return searchTokens([signup.email, signup.full_name, signup.notes, signup.referred_by_email]);
}

/**
 * The searchable text of an order: its id, the bag's name and brand (and brand then
 * name), the member's name
 * (as on the shipping address), their uid and the tracking number.
 */
export function orderSearchTokens(order: {
  id: string;
  bag_name: string;
  bag_brand: string;
  shipping_address?: { full_name?: string | null | undefined } | null | undefined;
  user_id: string;
  tracking_number?: string | null | undefined;
}): string[] {
  return searchTokens([
    order.id,
    order.bag_name,
    order.bag_brand,
    `${order.bag_brand} ${order.bag_name}`,
    order.shipping_address?.full_name,
    order.user_id,
    order.tracking_number,
  ]);
}

/** The price range (the admin Filters panel's) a price in cents falls in. */
export function priceRangeOf(priceCents: number): PriceRangeId {
  const range = PRICE_RANGES.find((r) => priceCents >= r.minCents && priceCents < r.maxCents);
  return (range ?? PRICE_RANGES[0]).id;
}

/**
 * The fields the server keeps on a product for the admin list's queries: its search
 * tokens, its price range (`price_range`, so several ranges are one `in` filter) and a
 * flag per category (`category_flags.<Category> == true`, so a category filter combines
 * with the search token, which takes the query's one `array-contains`).
 */
export interface ProductSearchFields {
  search_tokens: string[];
  price_range: PriceRangeId;
  category_flags: Record<string, true>;
}

export function productSearchFields(product: {
  title: string;
  brand: string;
  style?: string | null | undefined;
  price: number;
  categories: readonly string[];
}): ProductSearchFields {
  return {
    search_tokens: productSearchTokens(product),
    price_range: priceRangeOf(product.price),
    category_flags: Object.fromEntries(product.categories.map((c) => [c, true as const])),
  };
}

/** True when a stored value equals the freshly computed one (so nothing is written). */
export function sameSearchValue(stored: unknown, computed: unknown): boolean {
  return JSON.stringify(stored ?? null) === JSON.stringify(computed);
}

/** The collections whose documents carry server-written search fields. */
export type SearchableKind = 'products' | 'waitlist_signups' | 'orders';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The search fields the server stores on a document of `kind` (raw stored data, read
 * leniently: a missing field is skipped). The one function the trigger, the seed and the
 * bench write them with.
 */
export function searchFieldsFor(
  kind: SearchableKind,
  id: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  switch (kind) {
    case 'products':
      return productSearchFields({
        title: text(data.title) ?? '',
        brand: text(data.brand) ?? '',
        style: text(data.style),
        price: typeof data.price === 'number' ? data.price : 0,
        categories: Array.isArray(data.categories)
          ? data.categories.filter((c): c is string => typeof c === 'string')
          : [],
      }) as unknown as Record<string, unknown>;
    case 'waitlist_signups':
      return {
        search_tokens: signupSearchTokens({
          email: text(data.email) ?? '',
          full_name: text(data.full_name),
          notes: text(data.notes),
          referred_by_email: text(data.referred_by_email),
        }),
      };
    case 'orders': {
      const address = data.shipping_address as { full_name?: unknown } | null | undefined;
      return {
        search_tokens: orderSearchTokens({
          id,
          bag_name: text(data.bag_name) ?? '',
          bag_brand: text(data.bag_brand) ?? '',
          shipping_address: { full_name: text(address?.full_name) },
          user_id: text(data.user_id) ?? '',
          tracking_number: text(data.tracking_number),
        }),
      };
    }
  }
}

/**
 * The search fields to write on a stored document, or `null` when those stored are
 * already right (so the trigger that keeps them writes nothing, and never loops).
 */
export function searchFieldsPatch(
  kind: SearchableKind,
  id: string,
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  const fields = searchFieldsFor(kind, id, data);
  const changed = Object.entries(fields).filter(
    ([key, value]) => !sameSearchValue(data[key], value),
  );
  return changed.length === 0 ? null : Object.fromEntries(changed);
}
