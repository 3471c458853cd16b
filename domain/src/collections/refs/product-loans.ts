/** The named references of `productLoansCol`, `productLoanDoc` (see `../firestore-refs.ts`). */
import { productLoanDocSchema } from '../../catalogue';
import { COLLECTIONS } from '../collection-names';

/** Who holds each bag out (`product_loans/{productId}`): admins read, functions write. */
export const productLoansCol = {
  collection: COLLECTIONS.productLoans,
  schema: productLoanDocSchema,
} as const;
export const productLoanDoc = {
  collection: COLLECTIONS.productLoans,
  schema: productLoanDocSchema,
  id: (productId: string) => productId,
} as const;
