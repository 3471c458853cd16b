/**
 * `npm run bench`: prints figures with their budgets. It reports; it never fails the build.
 * Bundle figures come from the Vite manifest of web/dist (built first when missing);
 * parser figures are medians of several runs on generated input; Lighthouse scores (mobile
 * profile, Debian Chromium) come from web/dist served locally. No network is needed.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseProductsCsv, parseSurveyPaste, PRODUCT_CSV_COLUMNS } from '@unlimited/domain';
import { median } from './lib/bench-browser';
import { BUDGET_CSS_KB, ROUTES, routeFigures, type Manifest } from './lib/bench-routes';
import { row, type Row } from './lib/bench-table';
import { detectEmulators, emulatorPlan, emulatorsExec } from './lib/emulators.mjs';
import { run } from './lib/run.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

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

/**
 * The figures that need the app on the emulators (scripts/bench-live.ts), run inside
 * `firebase emulators:exec` with Auth and Firestore on firebase.json's ports (those of
 * `npm start`, so not beside it). Rows, or one row saying why not.
 */
async function liveRows(): Promise<Row[]> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const report = await detectEmulators({ fetchTimeoutMs: 30_000 });
  if (!report.firestore.ok) {
    return [row('Emulator figures', `not measured: ${report.firestore.reason}`, '—', null)];
  }
  const plan = emulatorPlan(report, ['auth', 'firestore']);
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const out = join(dir, 'live.json');
  try {
    const exec = emulatorsExec(plan, 'npx tsx scripts/bench-live.ts');
    const code = await run(exec.command, exec.args, {
      env: {
        ...exec.env,
        BENCH_LIVE_OUT: out,
        // firebase-admin on the emulators needs no credentials: no metadata-server probe.
        METADATA_SERVER_DETECTION: 'none',
        ...(process.argv.includes('--no-lighthouse') ? { BENCH_NO_LIGHTHOUSE: '1' } : {}),
        ...(only ? { BENCH_ONLY: only } : {}),
      },
    });
    const rows = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Row[]) : [];
    if (code !== 0)
      rows.push(row('Emulator figures', `stopped early (exit ${code}; see above)`, '—', null));
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(manifestPath)) {
    console.log('web/dist has no manifest: building the web app first…');
    execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const lines = ['| figure | value | budget | |', '| --- | --- | --- | --- |'];
  const libraries = [
    '| route | largest libraries in its initial JS (KB gzip, from source maps) |',
    '| --- | --- |',
  ];
  let css = 0;

  for (const route of ROUTES) {
    const figures = routeFigures(dist, manifest, route);
    css = Math.max(css, figures.css);
    const sdks = [figures.hasFirebase && 'Auth', figures.hasFirestore && 'Firestore'].filter(
      Boolean,
    );
    lines.push(
      row(
        `${route.name} initial JS (gzip)`,
        `${figures.js.toFixed(1)} KB (Firebase: ${sdks.length ? sdks.join(', ') : 'none'})`,
        route.budgetKb === null ? '—' : `≤ ${route.budgetKb} KB`,
        route.budgetKb === null ? null : figures.js <= route.budgetKb,
      ),
    );
    libraries.push(`| ${route.name} | ${figures.libraries} |`);
  }
  lines.push(
    row(
      'Largest initial CSS of these routes (gzip)',
      `${css.toFixed(1)} KB`,
      `≤ ${BUDGET_CSS_KB} KB`,
      css <= BUDGET_CSS_KB,
    ),
  );

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
  const pasteMs = timeMedian(() =>
    parseSurveyPaste(paste, { now: new Date('2026-12-31T12:00:00Z') }),
  );
  lines.push(
    row(
      'parseSurveyPaste, 1,000 entries (median)',
      `${pasteMs.toFixed(1)} ms`,
      '≤ 50 ms',
      pasteMs <= 50,
    ),
  );

  if (process.argv.includes('--no-emulators')) {
    lines.push(row('Emulator figures', 'skipped (--no-emulators)', '—', null));
  } else {
    lines.push(...(await liveRows()));
  }

  console.log(`\n${lines.join('\n')}\n\n${libraries.join('\n')}`);
}

// A report, never a failure: print what went wrong and exit 0.
main().catch((error: unknown) => {
  console.error('bench could not finish:', error);
});
