/** The named references of `productsCol`, `productDoc` (see `../firestore-refs.ts`). */
import { productDocSchema } from '../../catalogue';
import { COLLECTIONS } from '../collection-names';

const byId = (id: string) => id;

export const productsCol = { collection: COLLECTIONS.products, schema: productDocSchema } as const;
export const productDoc = {
  collection: COLLECTIONS.products,
  schema: productDocSchema,
  id: byId,
} as const;
