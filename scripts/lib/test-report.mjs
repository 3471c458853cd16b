/**
 * The counts behind `npm test`'s summary: what each layer's vitest JSON report says, and
 * the summary text itself. Pure, so the wording and the arithmetic are tested.
 */
import path from 'node:path';

/**
 * @typedef {{ file: string, count: number }} SkippedFile
 * @typedef {{ passed: number, failed: number, skipped: number, brokenFiles: string[], skippedFiles: SkippedFile[] }} TestCounts
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

/**
 * Counts of a vitest JSON report (`--reporter=json`). A file that failed to load counts as
 * one failure even though none of its tests ran.
 *
 * @param {{ testResults?: Array<{ name: string, status: string, message?: string, assertionResults?: Array<{ status: string }> }> }} report
 * @param {string} root paths are reported relative to it
 * @returns {TestCounts}
 */
export function readVitestReport(report, root) {
  /** @type {TestCounts} */
  const counts = { passed: 0, failed: 0, skipped: 0, brokenFiles: [], skippedFiles: [] };
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name) || file.name;
    const assertions = file.assertionResults ?? [];
    let skippedHere = 0;
    let failedHere = 0;
    for (const test of assertions) {
      if (test.status === 'passed') counts.passed++;
      else if (test.status === 'failed') failedHere++;
      else skippedHere++;
    }
    if (file.status === 'failed' && failedHere === 0) {
      counts.brokenFiles.push(relative);
      failedHere = 1;
    }
    counts.failed += failedHere;
    counts.skipped += skippedHere;
    if (skippedHere > 0) counts.skippedFiles.push({ file: relative, count: skippedHere });
  }
  return counts;
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

/**
 * The summary printed at the end of `npm test`: one line per layer with its test counts
 * and wall time, every skipped test file with the reason, and the totals.
 *
 * @param {readonly LayerResult[]} results
 * @param {number} totalSeconds
 * @returns {{ text: string, failed: boolean }}
 */
export function formatSummary(results, totalSeconds) {
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
