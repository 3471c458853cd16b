/**
 * `npm run bench`: prints figures with their budgets. It reports; it never fails the build.
 * Bundle figures come from the Vite manifest of web/dist (built first when missing);
 * parser figures are medians of several runs on generated input; Lighthouse scores (mobile
 * profile, Debian Chromium) come from web/dist served locally. No network is needed.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { parseProductsCsv, parseSurveyPaste, PRODUCT_CSV_COLUMNS } from '@unlimited/domain';
import type { launch as launchChrome } from 'chrome-launcher';
import type runLighthouse from 'lighthouse';
import { serveStatic } from './lib/static-server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const root = join(import.meta.dirname, '..');
const dist = join(root, 'web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

const PUBLIC_LAYOUT = 'src/components/layout/public-layout.tsx';
const FIREBASE_LAYOUT = 'src/app/routes/firebase-layout.tsx';

/**
 * Route → the lazily loaded route modules it loads at start (besides the entry),
 * layouts included, as web/src/app/router.tsx nests them.
 */
const ROUTES: Record<string, string[]> = {
  '/': [],
  '/waitlist': [PUBLIC_LAYOUT, 'src/app/routes/waitlist.tsx'],
  '/login': [FIREBASE_LAYOUT, 'src/app/routes/login.tsx'],
  '/bags': [PUBLIC_LAYOUT, FIREBASE_LAYOUT, 'src/app/routes/bags.tsx'],
  '/dashboard': [PUBLIC_LAYOUT, FIREBASE_LAYOUT, 'src/app/routes/dashboard.tsx'],
  '/brands': [PUBLIC_LAYOUT, 'src/app/routes/brands.tsx'],
  '/brands/:brandSlug': [PUBLIC_LAYOUT, FIREBASE_LAYOUT, 'src/app/routes/brand.tsx'],
  '/admin': [
    FIREBASE_LAYOUT,
    'src/app/routes/admin/layout.tsx',
    'src/app/routes/admin/dashboard.tsx',
  ],
};

/** Pages Lighthouse scores, and the budget for each category's score. */
const LIGHTHOUSE_PAGES = ['/', '/waitlist'];
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility'] as const;
const BUDGET_LIGHTHOUSE = 95;
/**
 * Runs per page; the median run (by FCP and TTI, Lighthouse's own computeMedianRun) is
 * reported, as Lighthouse advises: one run's Total Blocking Time varies a lot here.
 */
const LIGHTHOUSE_RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const BUDGET_HOME_JS_KB = 90;
const BUDGET_HOME_CSS_KB = 25;

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(manifest, dep, files);
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length / 1024;
}

function routeFigures(manifest: Manifest, route: string) {
  const files = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) collect(manifest, entry, files);
  for (const module of ROUTES[route] ?? []) collect(manifest, module, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const hasFirebase = js.some((f) =>
    /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/.test(
      readFileSync(join(dist, f), 'utf8'),
    ),
  );
  return {
    js: js.reduce((sum, f) => sum + gzipKb(f), 0),
    css: css.reduce((sum, f) => sum + gzipKb(f), 0),
    hasFirebase,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function timeMedian(run: () => void, runs = 7): number {
  run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

function productsCsv(rows: number): string {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        `Classic Flap ${i}`,
        'Chanel',
        'Medium',
        'A',
        (1200 + i).toFixed(2),
        'Active',
        '"Quilted lambskin with gold-tone hardware, excellent condition."',
        `"https://example.test/p/${i}-1.jpg,https://example.test/p/${i}-2.jpg"`,
        '"Bags,Sale"',
        '"classic,quilted"',
        'Available',
        'Reserve',
      ].join(','),
    );
  }
  return lines.join('\n');
}

function surveyPaste(entries: number): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
  const blocks: string[] = [];
  for (let i = 0; i < entries; i += 1) {
    blocks.push(
      [
        `${months[i % months.length]} ${(i % 28) + 1}, ${(i % 12) + 1}:${String(i % 60).padStart(2, '0')} PM`,
        `Member ${i}`,
        `member${i}@example.test`,
        String(10000 + i),
        'I love trying new bags without buying them',
        ['Reserve - $49/mo', 'Elite - $129/mo', 'Crown - $249/mo'][i % 3],
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** A table row; `words` name the verdict (a score below its floor is not "over"). */
function row(
  figure: string,
  value: string,
  budget: string,
  ok: boolean | null,
  words: [met: string, missed: string] = ['within', 'OVER'],
): string {
  const verdict = ok === null ? '' : ok ? words[0] : words[1];
  return `| ${figure} | ${value} | ${budget} | ${verdict} |`;
}

type LighthouseScores = { page: string; scores: Record<string, number> }[];
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof runLighthouse>>>['lhr'];

/**
 * Lighthouse (default mobile profile: emulated phone, simulated slow 4G and CPU), the
 * median of LIGHTHOUSE_RUNS runs, on web/dist served as Hosting serves it (lib/static-server).
 * Returns why not when it cannot run.
 */
async function lighthouseScores(): Promise<LighthouseScores | string> {
  if (!existsSync(CHROME_PATH)) return `no Chromium at ${CHROME_PATH} (apt-get install chromium)`;
  // Loaded on demand, so the bundle and parser figures print even without Lighthouse.
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
  const server = await serveStatic(dist);
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const results: LighthouseScores = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const run = await lighthouse(server.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        if (!run) throw new Error(`Lighthouse returned no result for ${page}`);
        runs.push(run.lhr);
      }
      const lhr = computeMedianRun(runs);
      const scores: Record<string, number> = {};
      for (const category of LIGHTHOUSE_CATEGORIES) {
        const score = lhr.categories[category]?.score;
        scores[category] = score == null ? Number.NaN : Math.round(score * 100);
      }
      results.push({ page, scores });
    }
    return results;
  } catch (error) {
    return `failed (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    chrome.kill();
    await server.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(manifestPath)) {
    console.log('web/dist has no manifest: building the web app first…');
    execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const lines = ['| figure | value | budget | |', '| --- | --- | --- | --- |'];

  for (const route of Object.keys(ROUTES)) {
    const figures = routeFigures(manifest, route);
    const isHome = route === '/';
    lines.push(
      row(
        `${route} initial JS (gzip)`,
        `${figures.js.toFixed(1)} KB`,
        isHome ? `≤ ${BUDGET_HOME_JS_KB} KB` : '—',
        isHome ? figures.js <= BUDGET_HOME_JS_KB : null,
      ),
      row(
        `${route} initial CSS (gzip)`,
        `${figures.css.toFixed(1)} KB`,
        isHome ? `≤ ${BUDGET_HOME_CSS_KB} KB` : '—',
        isHome ? figures.css <= BUDGET_HOME_CSS_KB : null,
      ),
      row(
        `${route} Firebase code in initial JS`,
        figures.hasFirebase ? 'yes' : 'no',
        isHome ? 'no' : '—',
        isHome ? !figures.hasFirebase : null,
      ),
    );
  }

  const csv = productsCsv(5000);
  const csvMs = timeMedian(() => parseProductsCsv(csv));
  lines.push(
    row(
      'parseProductsCsv, 5,000 rows (median)',
      `${csvMs.toFixed(1)} ms`,
      '≤ 300 ms',
      csvMs <= 300,
    ),
  );
  const paste = surveyPaste(1000);
  const pasteMs = timeMedian(() => parseSurveyPaste(paste, { year: 2026 }));
  lines.push(
    row(
      'parseSurveyPaste, 1,000 entries (median)',
      `${pasteMs.toFixed(1)} ms`,
      '≤ 50 ms',
      pasteMs <= 50,
    ),
  );

  const lighthouse = await lighthouseScores();
  if (typeof lighthouse === 'string') {
    lines.push(row('Lighthouse', lighthouse, `≥ ${BUDGET_LIGHTHOUSE} each`, null));
  } else {
    for (const { page, scores } of lighthouse) {
      for (const category of LIGHTHOUSE_CATEGORIES) {
        const score = scores[category]!;
        lines.push(
          row(
            `${page} Lighthouse ${category} (mobile)`,
            Number.isNaN(score) ? 'n/a' : String(score),
            `≥ ${BUDGET_LIGHTHOUSE}`,
            score >= BUDGET_LIGHTHOUSE,
            ['met', 'BELOW'],
          ),
        );
      }
    }
  }

  console.log(lines.join('\n'));
}

// A report, never a failure: print what went wrong and exit 0.
main().catch((error: unknown) => {
  console.error('bench could not finish:', error);
});
