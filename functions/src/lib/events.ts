/** Reading Firestore trigger events: the document before and after, and the event time. */
import type { DocumentData } from 'firebase-admin/firestore';

interface SnapshotLike {
  exists: boolean;
  data(): DocumentData | undefined;
}

/** The parts of a Firestore "written" event the handlers read. */
export interface WriteEventLike {
  id: string;
  time: string;
  data?: { before: SnapshotLike; after: SnapshotLike } | undefined;
}

/** The raw data before and after the write; `null` for "no document" (create, delete). */
export function beforeAndAfter(event: WriteEventLike): {
  before: DocumentData | null;
  after: DocumentData | null;
} {
  const read = (snap: SnapshotLike | undefined) =>
    snap !== undefined && snap.exists ? (snap.data() ?? null) : null;
  return { before: read(event.data?.before), after: read(event.data?.after) };
}

/** When the event happened, or now when its time cannot be read. */
export function eventTime(event: Pick<WriteEventLike, 'time'>): Date {
  const time = new Date(event.time);
  return Number.isNaN(time.getTime()) ? new Date() : time;
}
