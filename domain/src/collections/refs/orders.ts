/** The named references of `ordersCol`, `orderDoc`, `orderNotesDoc` (see `../firestore-refs.ts`). */
import { orderDocSchema, orderNotesDocSchema } from '../../orders';
import { COLLECTIONS } from '../collection-names';

const byId = (id: string) => id;

export const ordersCol = { collection: COLLECTIONS.orders, schema: orderDocSchema } as const;
export const orderDoc = {
  collection: COLLECTIONS.orders,
  schema: orderDocSchema,
  id: byId,
} as const;
/** An order's admin notes (admins only); its id is the order's. */
export const orderNotesDoc = {
  collection: COLLECTIONS.orderNotes,
  schema: orderNotesDocSchema,
  id: (orderId: string) => orderId,
} as const;
