/**
 * Runs a command with the clock a year ahead, through libfaketime (Debian's `faketime`):
 *
 *   node scripts/year-ahead.mjs [--at=<date>] <command> [args...]
 *
 * `npm run test:unit:future` runs the unit layer so: a test that reads the real calendar
 * where it should set the clock fails here, a year before its date would come. The date is
 * computed at each run (now plus one year, same time of day, UTC), so the run always looks
 * a year past the day it runs, and a fixed date never slips into the past. It is printed:
 * `faketime '<date>' <command>` reproduces a failure. `--at=` takes any date `date -d`
 * reads, e.g. `--at='2028-12-31 23:59:00'`. The fake clock runs on from there, and child
 * processes (vitest's workers, Chromium) share it.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
let at;
const first = args[0];
if (first?.startsWith('--at=')) {
  at = first.slice('--at='.length);
  args.shift();
}
if (args.length === 0) {
  console.error('usage: node scripts/year-ahead.mjs [--at=<date>] <command> [args...]');
  process.exit(2);
}
if (!at) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  at = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

console.log(`[year-ahead] faketime '${at}' ${args.join(' ')}`);
const result = spawnSync('faketime', [at, ...args], { stdio: 'inherit' });
if (result.error) {
  console.error(
    'code' in result.error && result.error.code === 'ENOENT'
      ? '[year-ahead] faketime is missing: apt-get install -y faketime'
      : `[year-ahead] ${result.error.message}`,
  );
  process.exit(1);
}
process.exit(result.status ?? 1);
