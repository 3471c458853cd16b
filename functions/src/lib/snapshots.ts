/**
 * Reading documents leniently where one malformed document must not break a whole
 * operation: the problem is logged (collection, id and field paths only) and the
 * document is treated as unreadable.
 */
import { logger } from 'firebase-functions/logger';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { DocSchemaError } from '@unlimited/domain';

/** The snapshot's typed data, or `null` when it does not exist or does not parse. */
export function dataOrNull<T>(snapshot: DocumentSnapshot<T>): T | null {
  if (!snapshot.exists) return null;
  try {
    return snapshot.data() ?? null;
  } catch (error) {
    if (!(error instanceof DocSchemaError)) throw error;
    logger.warn('Unreadable document', { path: snapshot.ref.path, problem: error.message });
    return null;
  }
}
