/**
 * `npm test`: every test layer, then one summary that counts tests.
 *
 * 0. Static checks: the TypeScript project build (`tsc -b`), ESLint and import cycles.
 * 1. Unit projects (domain, functions, web, scripts) with `vitest run`.
 * 2. Smoke suite (tests/smoke, Chromium against a local build, no emulators).
 * 3. Emulator suites (tests/rules, tests/functions, tests/e2e, and any other directory of
 *    tests/ holding *.test.ts files), each inside `firebase emulators:exec` with the
 *    emulators it needs. Firestore must run (scripts/lib/emulators.mjs finds it); when the
 *    Storage emulator cannot, the suites run without it and the tests that need it are
 *    SKIPPED with the reason, never counted as passed.
 *
 * Exits non-zero when anything failed or could not run.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { detectEmulators, emulatorPlan, emulatorsExec } from './lib/emulators.mjs';
import { REPO_ROOT, run } from './lib/run.mjs';
import { formatSummary, readVitestReport } from './lib/test-report.mjs';

const TESTS_DIR = path.join(REPO_ROOT, 'tests');
const REPORT_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'unlimited-test-reports');
const EMULATOR_CONFIG = 'tests/vitest.emulators.config.ts';
const SMOKE_CONFIG = 'tests/vitest.smoke.config.ts';

/**
 * @typedef {'none' | 'functions' | 'all'} BuildNeed
 * @typedef {{ label: string, emulators: string[], build: BuildNeed, config?: string }} SuiteSpec
 * @typedef {import('./lib/test-report.mjs').LayerResult} LayerResult
 */

/**
 * The emulators and build each known suite needs, in the order they run. A directory of
 * tests/ not listed here runs with `OTHER_SUITE`.
 *
 * @type {Readonly<Record<string, SuiteSpec>>}
 */
const SUITES = {
  rules: { label: 'security rules', emulators: ['firestore', 'storage'], build: 'none' },
  functions: {
    label: 'functions integration',
    emulators: ['auth', 'firestore', 'functions', 'storage'],
    build: 'functions',
  },
  e2e: {
    label: 'end-to-end',
    emulators: ['auth', 'firestore', 'functions', 'storage', 'hosting'],
    build: 'all',
    // Its own config: a global setup loads the seed data into the running emulators.
    config: 'tests/vitest.e2e.config.ts',
  },
};
/** @type {SuiteSpec} */
const OTHER_SUITE = {
  label: 'emulator suite',
  emulators: ['auth', 'firestore', 'functions', 'storage'],
  build: 'functions',
};
/** Directories of tests/ that are not emulator suites. */
const NOT_EMULATOR_SUITES = new Set(['smoke', 'node_modules', 'fixtures', 'helpers', 'support']);

/**
 * @param {string} dir
 * @returns {boolean}
 */
function hasTestFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? hasTestFiles(full) : /\.test\.tsx?$/.test(entry.name)) return true;
  }
  return false;
}

/** @returns {string[]} suite directory names under tests/, known suites first */
function suiteDirectories() {
  if (!existsSync(TESTS_DIR)) return [];
  const dirs = readdirSync(TESTS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_EMULATOR_SUITES.has(e.name))
    .map((e) => e.name);
  const known = Object.keys(SUITES).filter((name) => dirs.includes(name));
  const others = dirs.filter((name) => !(name in SUITES)).sort();
  return [...known, ...others];
}

/** @param {string} title */
function banner(title) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(3, 72 - title.length))}\n`);
}

let interrupted = false;
// Ctrl+C reaches the running child too (same process group); stop after it has exited.
process.on('SIGINT', () => {
  interrupted = true;
});

/** @type {LayerResult[]} */
const results = [];

/**
 * Runs one check that has no test count (typecheck, lint).
 *
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 */
async function check(name, command, args) {
  const started = Date.now();
  const code = await run(command, args);
  results.push({
    name,
    check: true,
    status: code === 0 ? 'PASSED' : 'FAILED',
    reason: code === 0 ? undefined : interrupted ? 'interrupted' : `exit code ${code}`,
    seconds: (Date.now() - started) / 1000,
  });
}

let reportCount = 0;

/**
 * Runs a vitest command with a JSON report next to the usual output, and records the
 * layer with its test counts.
 *
 * @param {string} name
 * @param {(reportArgs: string) => Promise<number>} runVitest gets the reporter flags
 * @param {{ skipReason?: string | null }} [options] why tests skipped in this layer were skipped
 */
async function vitestLayer(name, runVitest, { skipReason = null } = {}) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const reportFile = path.join(REPORT_DIR, `layer-${++reportCount}.json`);
  rmSync(reportFile, { force: true });
  const started = Date.now();
  const code = await runVitest(
    `--reporter=default --reporter=json --outputFile.json=${reportFile}`,
  );
  const seconds = (Date.now() - started) / 1000;
  const report = existsSync(reportFile)
    ? readVitestReport(JSON.parse(readFileSync(reportFile, 'utf8')), REPO_ROOT)
    : null;
  const failed = code !== 0 || report === null || report.failed > 0;
  results.push({
    name,
    status: failed ? 'FAILED' : 'PASSED',
    reason: !failed
      ? undefined
      : interrupted
        ? 'interrupted'
        : report === null
          ? `exit code ${code}, no test report (the run did not finish)`
          : report.failed > 0
            ? `${report.failed} failed`
            : `exit code ${code}`,
    seconds,
    tests: report ?? undefined,
    skipReason,
  });
}

/** @param {string} name @param {string} reason */
function fail(name, reason) {
  console.log(`FAILED (${name}): ${reason}`);
  results.push({ name, status: 'FAILED', reason });
}

async function staticLayer() {
  banner('Static checks: TypeScript and ESLint');
  await check('typecheck (tsc -b)', 'npx', ['tsc', '-b']);
  await check('lint (eslint)', 'npx', ['eslint', '.']);
  await check('import cycles (madge)', 'npm', ['run', '--silent', 'lint:cycles']);
  await check('deploy check (npm run deploy:check)', 'npm', ['run', '--silent', 'deploy:check']);
}

async function unitLayer() {
  banner('Unit tests: domain, functions, web, scripts');
  await vitestLayer('unit (domain, functions, web, scripts)', (reporters) =>
    run('npx', ['vitest', 'run', ...reporters.split(' ')]),
  );
}

async function smokeLayer() {
  const dir = path.join(TESTS_DIR, 'smoke');
  if (!existsSync(dir) || !hasTestFiles(dir)) return;
  banner('Smoke tests (no emulators)');
  await vitestLayer('smoke (tests/smoke)', (reporters) =>
    run('npx', ['vitest', 'run', '--config', SMOKE_CONFIG, ...reporters.split(' ')]),
  );
}

/** @type {Promise<number> | null} */
let functionsBuild = null;
/** @type {Promise<number> | null} */
let fullBuild = null;

/**
 * Builds once per run what a suite needs: the functions bundle for the Functions emulator,
 * and the web app too for Hosting.
 *
 * @param {BuildNeed} need
 * @returns {Promise<number>}
 */
function build(need) {
  if (need === 'none') return Promise.resolve(0);
  if (need === 'all') {
    fullBuild ??= (banner('Build: functions and web'), run('npm', ['run', 'build']));
    return fullBuild;
  }
  if (fullBuild) return fullBuild;
  functionsBuild ??= (banner('Build: functions'), run('npm', ['run', 'build', '-w', 'functions']));
  return functionsBuild;
}

async function emulatorLayers() {
  const suites = suiteDirectories()
    .filter((dir) => hasTestFiles(path.join(TESTS_DIR, dir)))
    .map((dir) => {
      const spec = SUITES[dir] ?? OTHER_SUITE;
      return { dir, spec, name: `${spec.label} (tests/${dir})` };
    });
  if (suites.length === 0) return;

  console.log('\nFinding the Firestore and Storage emulators...');
  const report = await detectEmulators({ fetchTimeoutMs: 30_000 });
  if (report.firestore.ok) console.log(`Firestore emulator: ${report.firestore.source}`);
  if (!report.storage.ok) console.log(`Storage emulator: not running. ${report.storage.reason}`);

  for (const { dir, spec, name } of suites) {
    if (interrupted) break;
    if (!report.firestore.ok) {
      fail(name, `cannot run: ${report.firestore.reason}`);
      continue;
    }
    const plan = emulatorPlan(report, spec.emulators);
    const built = await build(spec.build);
    if (built !== 0) {
      fail(name, 'the build failed');
      continue;
    }
    banner(`Emulator suite: ${name} — emulators ${plan.only.join(',')}`);
    await vitestLayer(
      name,
      (reporters) => {
        const exec = emulatorsExec(
          plan,
          `npx vitest run --config ${spec.config ?? EMULATOR_CONFIG} --dir tests/${dir} ${reporters}`,
        );
        return run(exec.command, exec.args, { env: exec.env });
      },
      { skipReason: plan.storageSkipReason },
    );
  }
}

const started = Date.now();
await staticLayer();
if (!interrupted) await unitLayer();
if (!interrupted) await smokeLayer();
if (!interrupted) await emulatorLayers();
banner('Summary');
const { text, failed } = formatSummary(results, (Date.now() - started) / 1000);
console.log(text);
process.exitCode = interrupted ? 130 : failed ? 1 : 0;
