/**
 * The admin Customers reads. firestore.rules: `customers` and `customer_notes` are read
 * by admins only (a trigger and a callable write them); admins also read any profile,
 * subscription, order and invitation. tests/rules runs these builders.
 */
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  CUSTOMERS_PAGE_SIZE,
  DOC_SCHEMAS,
  customerSearchTerm,
  type Customer,
  type CustomerFilters,
  type CustomerNote,
  type Invitation,
} from '@unlimited/domain';
import { makeConverter } from '../converters';

const customerConverter = makeConverter('customers', DOC_SCHEMAS.customers);
const customerNoteConverter = makeConverter('customer_notes', DOC_SCHEMAS.customer_notes);
const invitationConverter = makeConverter('invitations', DOC_SCHEMAS.invitations);

export function customersCol(db: Firestore): CollectionReference<Customer> {
  return collection(db, COLLECTIONS.customers).withConverter(customerConverter);
}

/** A member's summary; its id is the member's uid. */
export function customerRef(db: Firestore, uid: string): DocumentReference<Customer> {
  return doc(customersCol(db), uid);
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
  const constraints: QueryConstraint[] = [];
  const term = customerSearchTerm(filters.search);
  if (term !== null) constraints.push(where('search_keys', 'array-contains', term));
  if (filters.tier !== 'all') constraints.push(where('tier', '==', filters.tier));
  if (filters.status !== 'all') constraints.push(where('status', '==', filters.status));
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
    collection(db, COLLECTIONS.customerNotes).withConverter(customerNoteConverter),
    where('uid', '==', uid),
    orderBy('created_at', 'desc'),
    limit(CUSTOMER_NOTES_LIMIT),
  );
}

/** The invitation the member created their account with (at most one). */
export function memberInvitationQuery(db: Firestore, uid: string): Query<Invitation> {
  return query(
    collection(db, COLLECTIONS.invitations).withConverter(invitationConverter),
    where('accepted_uid', '==', uid),
    limit(1),
  );
}

