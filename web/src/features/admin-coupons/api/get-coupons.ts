/** The coupons, live (redemptions change as members check out). */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Coupon } from '@unlimited/domain';
import { useFirestoreCollectionData, type LiveResult } from '@/lib/firestore/live';
import { couponsQuery } from '@/lib/firestore/queries/coupons';

export { COUPONS_LIMIT } from '@/lib/firestore/queries/coupons';

export function useCoupons(): LiveResult<Coupon[]> {
  const db = useFirestore();
  return useFirestoreCollectionData(useMemo(() => couponsQuery(db), [db]));
}
