/**
 * One Firestore trigger per collection, running every handler that follows a write to it.
 *
 * A product write used to start nine functions (counters, brand lists, queue, audit,
 * search, bag summary, Vault, photos, analytics), and the search fields' own write nine
 * more: eighteen cold starts and invocations in production, and on the emulators a queue
 * of calls that made a member wait minutes for her tier claim behind a seeded catalogue.
 * Now each write is one invocation that runs its handlers side by side.
 *
 * Every handler is idempotent (per event id or a recomputation from the stored data), so
 * when one fails the whole event is retried (`retry: true`) and the others converge again.
 * A failure is logged with its handler's name, and the others still run to the end first.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { config } from '../config';
import type { WriteEventLike } from './events';

/** A write event with the written document's id (`{docId}` in the trigger's path). */
export interface DocWrite extends WriteEventLike {
  document?: string;
  params: { docId: string };
}

/** One thing that follows a write (what it returns is ignored); named in the log when it fails. */
export type WriteHandler = (event: DocWrite) => Promise<unknown>;

/**
 * Runs every handler on `event` concurrently and waits for all of them; throws (so the
 * event is retried) when any failed, naming each.
 */
export async function runWriteHandlers(
  collection: string,
  event: DocWrite,
  handlers: Readonly<Record<string, WriteHandler>>,
): Promise<void> {
  const names = Object.keys(handlers);
  const results = await Promise.allSettled(names.map((name) => handlers[name]!(event)));
  const failed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const name = names[index]!;
    failed.push(name);
    logger.error(`${collection}/${event.params.docId}: ${name} failed`, {
      eventId: event.id,
      error: result.reason instanceof Error ? result.reason.stack : String(result.reason),
    });
  });
  if (failed.length > 0) {
    throw new Error(
      `${collection}/${event.params.docId}: ${failed.join(', ')} failed; the event is retried`,
    );
  }
}

/** The collection's one write trigger, retried on failure. */
export function writtenTrigger(
  collection: string,
  handlers: Readonly<Record<string, WriteHandler>>,
  { timeoutSeconds }: { timeoutSeconds?: number } = {},
) {
  return onDocumentWritten(
    {
      region: config.region,
      retry: true,
      maxInstances: config.maxInstances,
      ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
      document: `${collection}/{docId}`,
    },
    (event) => runWriteHandlers(collection, event, handlers),
  );
}
