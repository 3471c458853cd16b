/** The web references of `productLoansCol`, `productLoanDoc` (admins only read them). */
import { FIRESTORE_REFS as R } from '@unlimited/domain';
import { collectionRef, docRef } from '../ref-makers';

export const productLoansCol = /* @__PURE__ */ collectionRef(R.productLoansCol);
export const productLoanDoc = /* @__PURE__ */ docRef(R.productLoanDoc);
