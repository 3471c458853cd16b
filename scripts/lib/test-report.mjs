/**
 * The counts behind `npm test`'s summary: what each layer's vitest JSON report says, and
 * the summary text itself. Pure, so the wording and the arithmetic are tested.
 */
import path from 'node:path';

/**
 * @typedef {{ file: string, count: number }} SkippedFile
 * @typedef {{ file: string, name: string, ms: number }} TimedTest
 * @typedef {{ file: string, name: string, message: string }} FailedTest
 * @typedef {{
 *   passed: number,
 *   failed: number,
 *   skipped: number,
 *   brokenFiles: string[],
 *   skippedFiles: SkippedFile[],
 *   flaky?: TimedTest[],
 *   slowest?: TimedTest[],
 *   failures?: FailedTest[],
 * }} TestCounts
 * @typedef {{
 *   name: string,
 *   status: 'PASSED' | 'FAILED' | 'SKIPPED',
 *   reason?: string,
 *   seconds?: number,
 *   tests?: TestCounts,
 *   skipReason?: string | null,
 *   check?: boolean,
 * }} LayerResult
 */

/** How many of the slowest tests a report keeps (and the summary lists). */
export const SLOWEST_COUNT = 10;

/**
 * @param {TimedTest[]} tests
 * @returns {TimedTest[]} the slowest {@link SLOWEST_COUNT}, slowest first
 */
export function slowestTests(tests) {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_COUNT);
}

/**
 * Counts of a vitest JSON report (`--reporter=json`). A file that failed to load counts as
 * one failure even though none of its tests ran. A test that passed with failure messages
 * passed on a retry: it is counted as failed and listed as flaky, so a retry never hides
 * flakiness.
 *
 * @param {{ testResults?: Array<{ name: string, status: string, message?: string, assertionResults?: Array<{ status: string, fullName?: string, title?: string, duration?: number | null, failureMessages?: string[] }> }> }} report
 * @param {string} root paths are reported relative to it
 * @returns {TestCounts}
 */
export function readVitestReport(report, root) {
  /** @type {TestCounts} */
  const counts = { passed: 0, failed: 0, skipped: 0, brokenFiles: [], skippedFiles: [] };
  /** @type {TimedTest[]} */
  const timed = [];
  /** @type {TimedTest[]} */
  const flaky = [];
  /** @type {FailedTest[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name) || file.name;
    const assertions = file.assertionResults ?? [];
    let skippedHere = 0;
    let failedHere = 0;
    for (const test of assertions) {
      const name = test.fullName ?? test.title ?? '(unnamed test)';
      if (typeof test.duration === 'number') timed.push({ file: relative, name, ms: test.duration });
      if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) {
        flaky.push({ file: relative, name, ms: test.duration ?? 0 });
        failedHere++;
      } else if (test.status === 'passed') counts.passed++;
      else if (test.status === 'failed') {
        failedHere++;
        failures.push({ file: relative, name, message: firstLine(test.failureMessages?.[0]) });
      } else skippedHere++;
    }
    if (file.status === 'failed' && failedHere === 0) {
      counts.brokenFiles.push(relative);
      failures.push({ file: relative, name: '(the file failed to load)', message: firstLine(file.message) });
      failedHere = 1;
    }
    counts.failed += failedHere;
    counts.skipped += skippedHere;
    if (skippedHere > 0) counts.skippedFiles.push({ file: relative, count: skippedHere });
  }
  if (flaky.length > 0) counts.flaky = flaky;
  if (failures.length > 0) counts.failures = failures;
  if (timed.length > 0) counts.slowest = slowestTests(timed);
  return counts;
}

/**
 * The first non-empty line of a failure message, without colour codes, cut to 300
 * characters: enough to say why in the summary.
 *
 * @param {string | undefined} message
 */
function firstLine(message) {
  const line = (message ?? '')
    // eslint-disable-next-line no-control-regex -- ANSI colour codes in vitest's messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (!line) return 'no message';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** @param {number} n */
const number = (n) => n.toLocaleString('en-US');

/** @param {number} n @param {string} one @param {string} [many] */
const plural = (n, one, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** @param {number | undefined} seconds */
function duration(seconds) {
  if (seconds === undefined) return '';
  return seconds < 60 ? `${seconds.toFixed(0)} s` : `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0)} s`;
}

/** @param {TestCounts} counts */
function countsText(counts) {
  const parts = [`${number(counts.passed)} passed`];
  if (counts.failed > 0) parts.push(`${number(counts.failed)} failed`);
  if (counts.skipped > 0) parts.push(`${number(counts.skipped)} skipped`);
  return parts.join(', ');
}

/** @param {number} ms */
const testTime = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The summary printed at the end of `npm test`: one line per layer with its test counts
 * and wall time, every skipped test file with the reason, the flaky tests (passed on a
 * retry, counted as failed), the slowest tests of the run, any notes (what ran how), and
 * the totals.
 *
 * @param {readonly LayerResult[]} results
 * @param {number} totalSeconds
 * @param {{ notes?: readonly string[] }} [options]
 * @returns {{ text: string, failed: boolean }}
 */
export function formatSummary(results, totalSeconds, { notes = [] } = {}) {
  const width = Math.max(0, ...results.map((r) => r.name.length));
  const lines = [];
  for (const r of results) {
    const counts = r.tests ? `  ${countsText(r.tests)}` : '';
    const why = r.status === 'PASSED' ? '' : ` (${r.reason ?? 'no reason given'})`;
    const time = r.seconds === undefined ? '' : `  [${duration(r.seconds)}]`;
    lines.push(`  ${r.name.padEnd(width)}  ${r.status}${why}${counts}${time}`);
  }

  const skippedLines = [];
  for (const r of results) {
    for (const file of r.tests?.skippedFiles ?? []) {
      const why = r.skipReason ?? 'skipped in the test file itself (no emulator reason)';
      skippedLines.push(`  ${file.file}: ${plural(file.count, 'test')} — ${why}`);
    }
    for (const file of r.tests?.brokenFiles ?? []) {
      skippedLines.push(`  ${file}: FAILED to load, none of its tests ran`);
    }
    if (r.status === 'SKIPPED') skippedLines.push(`  ${r.name}: not run — ${r.reason}`);
  }
  if (skippedLines.length > 0) lines.push('', 'Not run or not passed as tests:', ...skippedLines);

  const flaky = results.flatMap((r) => r.tests?.flaky ?? []);
  if (flaky.length > 0) {
    lines.push(
      '',
      'FLAKY (failed, then passed on a retry; counted as failed):',
      ...flaky.map((t) => `  ${t.file} › ${t.name}`),
    );
  }

  const slowest = slowestTests(results.flatMap((r) => r.tests?.slowest ?? []));
  if (slowest.length > 0) {
    lines.push(
      '',
      `Slowest ${plural(slowest.length, 'test')}:`,
      ...slowest.map((t) => `  ${testTime(t.ms).padStart(6)}  ${t.file} › ${t.name}`),
    );
  }

  if (notes.length > 0) lines.push('', ...notes);

  // Last before the totals, so the tail of a CI log names what failed and why.
  const failures = results.flatMap((r) => r.tests?.failures ?? []);
  if (failures.length > 0) {
    lines.push(
      '',
      `Failed ${plural(failures.length, 'test')}:`,
      ...failures.flatMap((t) => [`  ${t.file} › ${t.name}`, `      ${t.message}`]),
    );
  }

  const totals = results.reduce(
    (sum, r) => ({
      passed: sum.passed + (r.tests?.passed ?? 0),
      failed: sum.failed + (r.tests?.failed ?? 0),
      skipped: sum.skipped + (r.tests?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const failedLayers = results.filter((r) => r.status === 'FAILED');
  const failed = failedLayers.length > 0;
  const checks = results.filter((r) => r.check === true);
  lines.push(
    '',
    `${failed ? 'FAILED' : 'OK'}: ${plural(totals.passed + totals.failed + totals.skipped, 'test')} — ` +
      `${number(totals.passed)} passed, ${number(totals.failed)} failed, ${number(totals.skipped)} skipped; ` +
      `${checks.filter((r) => r.status === 'PASSED').length} of ${plural(checks.length, 'static check')} passed; ` +
      `${plural(failedLayers.length, 'layer')} failed; ${duration(totalSeconds)} in all.`,
  );
  return { text: lines.join('\n'), failed };
}
