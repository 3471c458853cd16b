/**
 * Lighthouse (default mobile profile: emulated phone, simulated slow 4G and CPU) of pages
 * of a running site, the median of LIGHTHOUSE_RUNS runs each, in Debian Chromium.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { launch as launchChrome } from 'chrome-launcher';
import type runLighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility'] as const;
/**
 * Runs per page; the median run (by FCP and TTI, Lighthouse's own computeMedianRun) is
 * reported, as Lighthouse advises: one run's Total Blocking Time varies a lot here.
 */
const LIGHTHOUSE_RUNS = 3;
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type LighthouseScores = { page: string; scores: Record<string, number> }[];
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof runLighthouse>>>['lhr'];

/**
 * "FCP 1.1 s, LCP 2.3 s, TBT 120 ms, CLS 0; largest paint: <img …>": where a run's time
 * went, so a low score names its cause.
 */
function describeRun(lhr: LighthouseResult): string {
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = element?.items?.[0]?.items?.[0]?.node?.snippet ?? 'n/a';
  return `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; largest paint: ${snippet.slice(0, 160)}`;
}

/** Scores of `pages` under `baseUrl`, or why not when Lighthouse cannot run. */
export async function lighthouseScores(
  baseUrl: string,
  pages: readonly string[],
): Promise<LighthouseScores | string> {
  if (!existsSync(CHROME_PATH)) return `no Chromium at ${CHROME_PATH} (apt-get install chromium)`;
  // Loaded on demand, so the other figures print even without Lighthouse.
  let lighthouse: typeof runLighthouse;
  let launch: typeof launchChrome;
  let computeMedianRun: (runs: LighthouseResult[]) => LighthouseResult;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
    ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
  } catch (error) {
    return `not installed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const results: LighthouseScores = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const run = await lighthouse(baseUrl + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        if (!run) throw new Error(`Lighthouse returned no result for ${page}`);
        runs.push(run.lhr);
      }
      const lhr = computeMedianRun(runs);
      // `BENCH_LIGHTHOUSE_SAVE=dir`: the median run's whole report, to see where the time went.
      const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const file = path.join(saveDir, `${page.replaceAll('/', '_') || '_'}.json`);
        writeFileSync(file, JSON.stringify(lhr));
      }
      const scores: Record<string, number> = {};
      for (const category of LIGHTHOUSE_CATEGORIES) {
        const score = lhr.categories[category]?.score;
        scores[category] = score == null ? Number.NaN : Math.round(score * 100);
      }
      results.push({ page, scores });
      console.log(`Lighthouse ${page} (median run): ${describeRun(lhr)}`);
    }
    return results;
  } catch (error) {
    return `failed (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    chrome.kill();
  }
}
