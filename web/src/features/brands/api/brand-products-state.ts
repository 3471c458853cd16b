import type { Product } from '@unlimited/domain';

/** What a brand's page renders (the member's Firestore query or the visitor's REST one). */
export type BrandProductsState =
  | { status: 'loading'; products: []; retry: () => void }
  | { status: 'error'; products: []; retry: () => void }
  | { status: 'success'; products: Product[]; retry: () => void };

/** Try Again: reloads the page, as the spec's Try Again does. */
export const reloadPage = () => window.location.reload();
