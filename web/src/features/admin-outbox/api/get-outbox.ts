/** The email outbox, newest first, a page at a time by cursor; and one message. */
import { useCallback, useMemo } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Mail } from '@unlimited/domain';
import { useFirestoreDocData, type LiveResult } from '@/lib/firestore/live';
import { usePagedQuery, type PagedState } from '@/lib/firestore/paged';
import { OUTBOX_PAGE_SIZE, mailRef, outboxQuery } from '@/lib/firestore/queries/mail';

export function useOutbox(): PagedState<Mail> {
  const db = useFirestore();
  const pageQuery = useCallback(
    (after?: QueryDocumentSnapshot<Mail>) => outboxQuery(db, after),
    [db],
  );
  return usePagedQuery(pageQuery, OUTBOX_PAGE_SIZE);
}

/** One message, live (its delivery state may change). `undefined` when it does not exist. */
export function useOutboxMessage(id: string): LiveResult<Mail | undefined> {
  const db = useFirestore();
  const ref = useMemo(() => mailRef(db, id), [db, id]);
  return useFirestoreDocData(ref);
}
