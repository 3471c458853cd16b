/** Products a catalogue page shows (the member's Firestore query and the visitor's REST one). */
export const CATALOG_PAGE_SIZE = 24;
