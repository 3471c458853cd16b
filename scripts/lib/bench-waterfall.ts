/// <reference lib="dom" />
/**
 * Where the time to a screen's first row goes (scripts/bench-live.ts prints it beside the
 * admin products table's first-rows figure): milliseconds from the page's request to Auth
 * having restored the session (its `accounts:lookup` answered), the first data on
 * Firestore's Listen stream, the guard letting the admin layout in (`main` shown), and the
 * first row. Read from the network with the DevTools protocol and, in the page, with a
 * MutationObserver.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface Waterfall {
  authRestored: number | null;
  firstListenData: number | null;
  guardPassed: number | null;
}

/** Records, in the pages of `context`, when the admin layout's `main` first shows. */
export async function markGuardPassed(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __benchMain?: number };
    const observer = new MutationObserver(() => {
      if (document.querySelector('main')) {
        w.__benchMain = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Watches `page` from now on (call before `goto`); `read()` gives its waterfall once the
 * first row is shown.
 */
export async function watchWaterfall(page: Page): Promise<{ read: () => Promise<Waterfall> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let start: number | null = null;
  let lookupDone: number | null = null;
  let firstData: number | null = null;
  const listens = new Set<string>();
  const lookups = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (start === null && event.type === 'Document') start = event.timestamp;
    const { url, method } = event.request;
    if (url.includes('accounts:lookup')) lookups.add(event.requestId);
    // The stream's long-lived GET carries what the server sends.
    if (method === 'GET' && url.includes('/Listen/channel')) listens.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (lookupDone === null && lookups.has(event.requestId)) lookupDone = event.timestamp;
  });
  cdp.on('Network.dataReceived', (event) => {
    // More than the stream's opening bytes: a target's change or documents.
    if (firstData === null && listens.has(event.requestId) && event.dataLength > 200) {
      firstData = event.timestamp;
    }
  });
  const since = (at: number | null) =>
    at === null || start === null ? null : Math.round((at - start) * 1000);
  return {
    read: async () => {
      const guard = await page.evaluate(
        () => (window as unknown as { __benchMain?: number }).__benchMain ?? null,
      );
      await cdp.detach();
      return {
        authRestored: since(lookupDone),
        firstListenData: since(firstData),
        guardPassed: guard === null ? null : Math.round(guard),
      };
    },
  };
}

/** `Auth restored 950, listen data 1780, guard passed 1500` (ms; n/a when not seen). */
export function describeWaterfall(waterfall: Waterfall): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : String(value));
  return `Auth restored ${ms(waterfall.authRestored)}, first Listen data ${ms(
    waterfall.firstListenData,
  )}, guard passed ${ms(waterfall.guardPassed)}`;
}
