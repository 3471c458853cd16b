/// <reference lib="dom" />
/**
 * Browser measurements for the bench (scripts/bench-live.ts), in Debian Chromium through
 * playwright-core, against the built app and the local emulators.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu'];
export const SEED_PASSWORD = 'unlimited-demo-2026';

/** Listen targets that were sent a document, and those already CURRENT (in sync). */
export interface ListenTargets {
  withDocuments: Set<number>;
  current: Set<number>;
  /** What each target listens to (from the stream's addTarget requests), for the breakdown. */
  labels?: Map<number, string>;
  /** Reads by what was listened to (see {@link ReadCounter.breakdown}). */
  byLabel?: Map<string, number>;
}

function addRead(targets: ListenTargets, ids: number[]): void {
  if (!targets.byLabel) return;
  const label = ids.map((id) => targets.labels?.get(id) ?? `target ${id}`).join(' + ') || '?';
  targets.byLabel.set(label, (targets.byLabel.get(label) ?? 0) + 1);
}

/**
 * What a Listen request's addTarget asks for, in a few words: a document path, or a
 * collection with its filters and limit (`orders where order_status in …, limit 100`).
 */
export function targetLabel(target: Record<string, unknown>): string {
  const documents = (target.documents as { documents?: string[] } | undefined)?.documents;
  if (documents) return documents.map((path) => path.replace(/^.*?\/documents\//, '')).join(', ');
  const query = (target.query as { structuredQuery?: Record<string, unknown> } | undefined)
    ?.structuredQuery;
  if (!query) return 'unknown target';
  const from = (query.from as { collectionId: string }[] | undefined)?.[0]?.collectionId ?? '?';
  const fields = [...JSON.stringify(query.where ?? {}).matchAll(/"fieldPath":"([^"]+)"/g)].map(
    (m) => m[1],
  );
  const limit = query.limit as number | { value: number } | undefined;
  const n = typeof limit === 'object' ? limit.value : limit;
  return `${from}${fields.length ? ` where ${fields.join(', ')}` : ''}${n ? `, limit ${n}` : ''}`;
}

/** What a runAggregationQuery request body counts. */
function countLabel(body: string): string {
  try {
    const { structuredAggregationQuery } = JSON.parse(body) as {
      structuredAggregationQuery?: { structuredQuery?: unknown };
    };
    return targetLabel({ query: { structuredQuery: structuredAggregationQuery?.structuredQuery } });
  } catch {
    return 'a query';
  }
}

/** Records the targets a Listen request body (`req0___data__=…` form fields) adds. */
export function noteListenRequest(body: string, targets: ListenTargets): void {
  for (const field of body.split('&')) {
    const eq = field.indexOf('=');
    if (!/^req\d+___data__$/.test(field.slice(0, eq))) continue;
    try {
      const data = JSON.parse(decodeURIComponent(field.slice(eq + 1).replace(/\+/g, ' '))) as {
        addTarget?: Record<string, unknown> & { targetId: number };
      };
      if (data.addTarget) targets.labels?.set(data.addTarget.targetId, targetLabel(data.addTarget));
    } catch {
      // Not JSON: nothing to note.
    }
  }
}

const targetIds = (list: string) => list.split(',').filter(Boolean).map(Number);

/**
 * The reads in a piece of the Listen stream: one per `documentChange`, and one for each
 * target that becomes CURRENT with no document sent for it (a query that returned nothing).
 * `targets` carries what earlier pieces of the same stream said.
 */
export function listenReads(text: string, targets: ListenTargets): number {
  let reads = 0;
  for (const change of text.matchAll(/"documentChange":\{[\s\S]*?"targetIds":\[([\d,]*)\]/g)) {
    reads += 1;
    const ids = targetIds(change[1]!);
    for (const id of ids) targets.withDocuments.add(id);
    addRead(targets, ids);
  }
  for (const change of text.matchAll(/"targetChange":\{([^{}]*)\}/g)) {
    if (!change[1]!.includes('"CURRENT"')) continue;
    for (const id of targetIds(/"targetIds":\[([\d,]*)\]/.exec(change[1]!)?.[1] ?? '')) {
      if (targets.current.has(id)) continue;
      targets.current.add(id);
      if (!targets.withDocuments.has(id)) {
        reads += 1;
        addRead(targets, [id]);
      }
    }
  }
  return reads;
}

/**
 * Counts the Firestore documents a page is sent, which is what Firestore bills as reads
 * (one per document a query or listener returns; an aggregation counts one per 1,000
 * index entries). Read from the network with the DevTools protocol:
 * - the SDK's Listen stream (WebChannel): every `documentChange` is one document sent to
 *   the page (streamed with Network.streamResourceContent, so long-lived responses count);
 * - REST `runQuery` answers (the visitor catalogue): one per document in the answer; a
 *   REST document `GET` (the brand menu): one;
 * - `runAggregationQuery` (counts): one each (the seed is far below 1,000 entries);
 * - a query that returns nothing, which Firestore bills as one read: a listen target that
 *   becomes CURRENT before any document was sent for it, or a REST `runQuery` answer with
 *   no document.
 */
export class ReadCounter {
  reads = 0;
  private readonly listen = new Set<string>();
  private readonly rest = new Map<string, 'listen' | 'query' | 'aggregation' | 'document'>();
  private readonly preflights = new Set<string>();
  /** The query of each count request, for the breakdown. */
  private readonly countLabels = new Map<string, string>();
  private readonly targets: ListenTargets = {
    withDocuments: new Set(),
    current: new Set(),
    labels: new Map(),
    byLabel: new Map(),
  };

  /** Reads by what was read: each listen target, and the REST answers by kind. */
  get breakdown(): Map<string, number> {
    return this.targets.byLabel!;
  }

  private addRest(label: string, n: number): void {
    this.reads += n;
    this.breakdown.set(label, (this.breakdown.get(label) ?? 0) + n);
  }

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<ReadCounter> {
    const cdp = await page.context().newCDPSession(page);
    const counter = new ReadCounter(cdp);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'OPTIONS') counter.preflights.add(event.requestId);
      else if (event.request.url.includes('/Listen/channel') && event.request.postData) {
        noteListenRequest(event.request.postData, counter.targets);
      } else if (event.request.url.includes(':runAggregationQuery') && event.request.postData) {
        counter.countLabels.set(event.requestId, countLabel(event.request.postData));
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      if (!counter.preflights.has(event.requestId)) void counter.onResponse(event);
    });
    cdp.on('Network.dataReceived', (event) => {
      if (counter.listen.has(event.requestId) && event.data) counter.countListen(event.data);
    });
    cdp.on('Network.loadingFinished', (event) => void counter.onFinished(event.requestId));
    return counter;
  }

  private countListen(base64: string): void {
    this.reads += listenReads(Buffer.from(base64, 'base64').toString('utf8'), this.targets);
  }

  private async onResponse(event: { requestId: string; response: { url: string } }) {
    const { url } = event.response;
    if (url.includes('/Listen/channel')) {
      this.listen.add(event.requestId);
      try {
        const { bufferedData } = await this.cdp.send('Network.streamResourceContent', {
          requestId: event.requestId,
        });
        if (bufferedData) this.countListen(bufferedData);
      } catch {
        // Finished before streaming began: counted from its body when loading finishes.
        this.listen.delete(event.requestId);
        this.rest.set(event.requestId, 'listen');
      }
    } else if (url.includes(':runAggregationQuery')) {
      this.rest.set(event.requestId, 'aggregation');
    } else if (url.includes(':runQuery')) {
      this.rest.set(event.requestId, 'query');
    } else if (/\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\//.test(url)) {
      this.rest.set(event.requestId, 'document');
    }
  }

  private async onFinished(requestId: string) {
    const kind = this.rest.get(requestId);
    if (!kind) return;
    this.rest.delete(requestId);
    if (kind === 'aggregation' || kind === 'document') {
      const label =
        kind === 'aggregation'
          ? `count() of ${this.countLabels.get(requestId) ?? 'a query'}`
          : 'REST document reads';
      this.addRest(label, 1);
      return;
    }
    try {
      const { body, base64Encoded } = await this.cdp.send('Network.getResponseBody', {
        requestId,
      });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      if (kind === 'listen') {
        this.countListen(Buffer.from(text).toString('base64'));
      } else {
        // A query answer: one read per document, or one for an answer with none.
        this.addRest('REST queries', Math.max(1, text.match(/"document":/g)?.length ?? 0));
      }
    } catch {
      // No body kept (a preflight, say): nothing to count.
    }
  }
}

/** Records, in the page, when the first element matching `selector` appears. */
export async function markFirst(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((css: string) => {
    const w = window as unknown as { __benchFirst?: number };
    const observer = new MutationObserver(() => {
      if (w.__benchFirst === undefined && document.querySelector(css)) {
        w.__benchFirst = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Milliseconds from navigation start to the first `selector` (see markFirst). */
export async function firstSeen(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().waitFor({ timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __benchFirst: number }).__benchFirst);
}

/** A context signed in through the member or admin login page. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  admin = false,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(admin ? '/admin/login' : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: admin ? 'Login' : 'Sign In' }).click();
  await page.waitForURL(admin ? /\/admin\/?$/ : /\/dashboard$/, { timeout: 60_000 });
  await page.close();
  return context;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile `p` (0–100) of `values`: of 7 runs, p95 is the slowest. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * From now on, times each keystroke in the page: from its keydown to the frame after the
 * page's main content next changes (read with keystrokeTimes).
 */
export async function watchKeystrokes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __keys: number[] };
    w.__keys = [];
    let start = 0;
    document.addEventListener('keydown', () => (start = performance.now()), true);
    new MutationObserver(() => {
      if (!start) return;
      const began = start;
      start = 0;
      requestAnimationFrame(() => setTimeout(() => w.__keys.push(performance.now() - began)));
    }).observe(document.querySelector('main') ?? document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** The keystroke times watchKeystrokes recorded, ms. */
export function keystrokeTimes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
}

/**
 * Counts React's commits in the pages of `context` (through the hook React DevTools uses,
 * which production builds of React call too): a figure that does not depend on how busy
 * the machine is. Read with {@link reactCommits}.
 */
export async function countReactCommits(context: BrowserContext): Promise<void> {
  // As text: tsx would wrap the hook's methods in a naming helper the page does not have.
  await context.addInitScript({
    content: `window.__commits = 0;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: function () { return 1; },
        onCommitFiberRoot: function () { window.__commits += 1; },
        onCommitFiberUnmount: function () {},
        onPostCommitFiberRoot: function () {},
        checkDCE: function () {},
      };`,
  });
}

/** React commits in the page so far (see countReactCommits). */
export function reactCommits(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __commits: number }).__commits);
}
