/**
 * The admin outbox reads. firestore.rules `mail`: admins read; functions write (and the
 * email extension updates delivery).
 */
import {
  doc,
  query,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Mail } from '@unlimited/domain';
import { mailCol } from '../refs/mail';
import { newestFirstPage } from './page';

/** Messages per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 25;

/**
 * The outbox, newest first, one page.
 *
 * Index: the single-field index on created_at.
 */
export function outboxQuery(
  db: Firestore,
  after?: QueryDocumentSnapshot<Mail>,
  pageSize = OUTBOX_PAGE_SIZE,
): Query<Mail> {
  return query(mailCol(db), ...newestFirstPage('created_at', pageSize, after));
}

/** One outbox message. */
export function mailRef(db: Firestore, id: string): DocumentReference<Mail> {
  return doc(mailCol(db), id);
}
