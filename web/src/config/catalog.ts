/** Products a catalogue page shows (the member's Firestore query and the visitor's REST one). */
export const CATALOG_PAGE_SIZE = 24;

/**
 * The address's query parameter of the "Available now" filter (`/bags?available=1`): the
 * closet, a category, a search or a brand's page with only the bags free to choose now.
 */
export const AVAILABLE_NOW_PARAM = 'available';

/** Whether an address's query (`location.search`) asks for "Available now". */
export function asksAvailableNow(search: string): boolean {
  return new URLSearchParams(search).get(AVAILABLE_NOW_PARAM) === '1';
}
