/**
 * One Firestore trigger per collection, running every handler that follows a write to it.
 *
 * A product write used to start nine functions (counters, brand lists, queue, audit,
 * search, bag summary, Vault, photos, analytics), and the search fields' own write nine
 * more: eighteen cold starts and invocations in production, and on the emulators a queue
 * of calls that made a member wait minutes for her tier claim behind a seeded catalogue.
 * Now each write is one invocation that runs its handlers side by side.
 *
 * Every handler is idempotent (per event id or a recomputation from the stored data), so a
 * failed one is run again, and when it still fails the whole event is retried
 * (`retry: true`) and the others converge again. A failure is logged with its handler's
 * name, and the others still run to the end first.
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

/** How often a failed handler is run again within the invocation, and the pause before each. */
export interface HandlerRetry {
  attempts: number;
  pauseMs: (attempt: number) => number;
}

/**
 * A handler that fails is run again twice in the same invocation, after 0.25 s then 1 s,
 * before the whole event is retried. Most failures are transient (a transaction that
 * expired under contention, "Transaction is invalid or closed"), and an event retry costs
 * a new invocation of every handler. On the emulator it matters more: a function that
 * throws there is killed with every call it was serving (one worker serves them all in
 * `npm test`), and the emulator never retries the event.
 */
const DEFAULT_RETRY: HandlerRetry = { attempts: 3, pauseMs: (attempt) => 250 * attempt ** 2 };

/**
 * Runs every handler on `event` concurrently and waits for all of them; a handler that
 * fails is run again (`retry`); throws (so the event is retried) when any still failed,
 * naming each.
 */
export async function runWriteHandlers(
  collection: string,
  event: DocWrite,
  handlers: Readonly<Record<string, WriteHandler>>,
  retry: HandlerRetry = DEFAULT_RETRY,
): Promise<void> {
  const where = `${collection}/${event.params.docId}`;
  let pending = Object.keys(handlers);
  for (let attempt = 1; ; attempt += 1) {
    const results = await Promise.allSettled(pending.map((name) => handlers[name]!(event)));
    const failed: string[] = [];
    const last = attempt >= retry.attempts;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const name = pending[index]!;
      failed.push(name);
      const error = result.reason instanceof Error ? result.reason.stack : String(result.reason);
      if (last) logger.error(`${where}: ${name} failed`, { eventId: event.id, attempt, error });
      else logger.warn(`${where}: ${name} failed, run again`, { eventId: event.id, attempt, error });
    });
    if (failed.length === 0) return;
    if (last) throw new Error(`${where}: ${failed.join(', ')} failed; the event is retried`);
    pending = failed;
    await new Promise((resolve) => setTimeout(resolve, retry.pauseMs(attempt)));
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
