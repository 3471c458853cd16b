/** References to the admin-only customer collections, with their converters. */
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DOC_SCHEMAS, type Customer, type CustomerNote } from '@unlimited/domain';
import { makeConverter } from '../lib/converters';

const customerConverter = makeConverter('customers', DOC_SCHEMAS.customers);
const customerNoteConverter = makeConverter('customer_notes', DOC_SCHEMAS.customer_notes);

/** A member's searchable summary (admins read it; the sync trigger writes it). */
export function customerDoc(db: Firestore, uid: string): DocumentReference<Customer> {
  return db.collection(COLLECTIONS.customers).withConverter(customerConverter).doc(uid);
}

export function customersCol(db: Firestore): CollectionReference<Customer> {
  return db.collection(COLLECTIONS.customers).withConverter(customerConverter);
}

/** Admins' notes about members (admins read them; `addCustomerNote` writes them). */
export function customerNotesCol(db: Firestore): CollectionReference<CustomerNote> {
  return db.collection(COLLECTIONS.customerNotes).withConverter(customerNoteConverter);
}
