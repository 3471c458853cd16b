/**
 * The admin Customers reads. firestore.rules: `customers` and `customer_notes` are read
 * by admins only (a trigger and a callable write them); admins also read any profile,
 * subscription, order and invitation. tests/rules runs these builders.
 */
import {
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  CUSTOMERS_PAGE_SIZE,
  customerSearchTerm,
  type Customer,
  type CustomerFilters,
  type CustomerNote,
  type Invitation,
} from '@unlimited/domain';
import { customerNotesCol, customersCol } from '../refs/customers';
import { invitationsCol } from '../refs/invitations';

function customerFilters(filters: CustomerFilters): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const term = customerSearchTerm(filters.search);
  if (term !== null) constraints.push(where('search_keys', 'array-contains', term));
  if (filters.tier !== 'all') constraints.push(where('tier', '==', filters.tier));
  if (filters.status !== 'all') constraints.push(where('status', '==', filters.status));
  return constraints;
}

/** Every member the list's filters match (no order or limit), for its exact `count()`. */
export function customersCountQuery(db: Firestore, filters: CustomerFilters): Query<Customer> {
  return query(customersCol(db), ...customerFilters(filters));
}

/**
 * One page of the customer list, by name, narrowed by the filters. The search is one
 * `array-contains` on the stored prefixes (domain `customerSearchKeys`), so it never
 * reads more than a page.
 *
 * Indexes: customers ([search_keys CONTAINS,] [tier,] [status,] name_lower ASC).
 */
export function customersQuery(
  db: Firestore,
  filters: CustomerFilters,
  after?: QueryDocumentSnapshot<Customer>,
  pageSize = CUSTOMERS_PAGE_SIZE,
): Query<Customer> {
  const constraints = customerFilters(filters);
  constraints.push(orderBy('name_lower'), limit(pageSize));
  if (after) constraints.push(startAfter(after));
  return query(customersCol(db), ...constraints);
}

/** Notes shown on a member's page (the newest). */
export const CUSTOMER_NOTES_LIMIT = 50;

/**
 * The admins' notes about one member, newest first.
 *
 * Index: customer_notes (uid ASC, created_at DESC).
 */
export function customerNotesQuery(db: Firestore, uid: string): Query<CustomerNote> {
  return query(
    customerNotesCol(db),
    where('uid', '==', uid),
    orderBy('created_at', 'desc'),
    limit(CUSTOMER_NOTES_LIMIT),
  );
}

/** The invitation the member created their account with (at most one). */
export function memberInvitationQuery(db: Firestore, uid: string): Query<Invitation> {
  return query(
    invitationsCol(db),
    where('accepted_uid', '==', uid),
    limit(1),
  );
}

