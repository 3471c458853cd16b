/**
 * The customer list: one page at a time by cursor, narrowed by search, tier and status on
 * the server, with the exact number of members that match (`count()`).
 */
import { useCallback, useMemo } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { CUSTOMERS_PAGE_SIZE, type Customer, type CustomerFilters } from '@unlimited/domain';
import { usePagedQuery, type PagedState } from '@/lib/firestore/paged';
import { customersCountQuery, customersQuery } from '@/lib/firestore/queries/customers';
import { useFirestoreCount } from '@/lib/firestore/server-reads';

export interface CustomersState extends PagedState<Customer> {
  /** How many members the filters match in all (`null` until counted or if it failed). */
  total: number | null;
}

export function useCustomers(filters: CustomerFilters): CustomersState {
  const db = useFirestore();
  const { search, tier, status } = filters;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Customer>) =>
      customersQuery(db, { search, tier, status }, after),
    [db, search, tier, status],
  );
  const paged = usePagedQuery(pageQuery, CUSTOMERS_PAGE_SIZE);
  const countQuery = useMemo(
    () => customersCountQuery(db, { search, tier, status }),
    [db, search, tier, status],
  );
  const total = useFirestoreCount(countQuery);
  return { ...paged, total: total.status === 'success' ? total.data : null };
}
