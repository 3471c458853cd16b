/** The customer list: one page at a time by cursor, narrowed by search, tier and status. */
import { useCallback } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { CUSTOMERS_PAGE_SIZE, type Customer, type CustomerFilters } from '@unlimited/domain';
import { usePagedQuery, type PagedState } from '@/lib/firestore/paged';
import { customersQuery } from '@/lib/firestore/queries/customers';

export function useCustomers(filters: CustomerFilters): PagedState<Customer> {
  const db = useFirestore();
  const { search, tier, status } = filters;
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Customer>) =>
      customersQuery(db, { search, tier, status }, after),
    [db, search, tier, status],
  );
  return usePagedQuery(pageQuery, CUSTOMERS_PAGE_SIZE);
}
