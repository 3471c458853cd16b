/**
 * `npm test`: every test layer, then one summary.
 *
 * 0. Static checks: the TypeScript project build (`tsc -b`), ESLint and import cycles.
 * 1. Unit projects (domain, functions, web, scripts) with `vitest run`.
 * 2. Smoke suite (tests/smoke, Chromium against a local build): runs without emulators
 *    through tests/vitest.smoke.config.ts, once that suite exists.
 * 3. Emulator suites (tests/rules, tests/functions, tests/e2e, and any other directory of
 *    tests/ holding *.test.ts files), each inside `firebase emulators:exec` with the
 *    emulators it needs. When the Java emulators cannot run here, each is reported as
 *    SKIPPED with the one-sentence reason, never as passed.
 *
 * Exits non-zero when anything that ran failed.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkJavaEmulators, firebaseCli } from './lib/emulators.mjs';
import { REPO_ROOT, run } from './lib/run.mjs';

const PROJECT_ID = 'demo-unlimited';
const TESTS_DIR = path.join(REPO_ROOT, 'tests');
const EMULATOR_CONFIG = 'tests/vitest.emulators.config.ts';
const SMOKE_CONFIG = 'tests/vitest.smoke.config.ts';

/**
 * @typedef {'none' | 'functions' | 'all'} BuildNeed
 * @typedef {{ label: string, emulators: string, build: BuildNeed, config?: string }} SuiteSpec
 * @typedef {{ name: string, status: 'PASSED' | 'FAILED' | 'SKIPPED', reason?: string }} LayerResult
 */

/**
 * The emulators and build each known suite needs, in the order they run. A directory of
 * tests/ not listed here runs with `OTHER_SUITE`.
 *
 * @type {Readonly<Record<string, SuiteSpec>>}
 */
const SUITES = {
  rules: { label: 'security rules', emulators: 'firestore,storage', build: 'none' },
  functions: {
    label: 'functions integration',
    emulators: 'auth,firestore,functions,storage',
    build: 'functions',
  },
  e2e: {
    label: 'end-to-end',
    emulators: 'auth,firestore,functions,storage,hosting',
    build: 'all',
    // Its own config: a global setup loads the seed data into the running emulators.
    config: 'tests/vitest.e2e.config.ts',
  },
};
/** @type {SuiteSpec} */
const OTHER_SUITE = {
  label: 'emulator suite',
  emulators: 'auth,firestore,functions,storage',
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
 * @param {string} name
 * @param {number} code
 */
function record(name, code) {
  results.push(
    code === 0
      ? { name, status: 'PASSED' }
      : { name, status: 'FAILED', reason: interrupted ? 'interrupted' : `exit code ${code}` },
  );
}

/**
 * @param {string} name
 * @param {string} reason
 */
function skip(name, reason) {
  console.log(`SKIPPED (${name}): ${reason}`);
  results.push({ name, status: 'SKIPPED', reason });
}

async function staticLayer() {
  banner('Static checks: TypeScript and ESLint');
  record('typecheck (tsc -b)', await run('npx', ['tsc', '-b']));
  record('lint (eslint)', await run('npx', ['eslint', '.']));
  record('import cycles (madge)', await run('npm', ['run', '--silent', 'lint:cycles']));
}

async function unitLayer() {
  banner('Unit tests: domain, functions, web, scripts');
  record('unit (domain, functions, web, scripts)', await run('npx', ['vitest', 'run']));
}

async function smokeLayer() {
  const dir = path.join(TESTS_DIR, 'smoke');
  if (!existsSync(dir)) return;
  const name = 'smoke (tests/smoke)';
  if (!hasTestFiles(dir)) {
    skip(name, 'no test files yet');
    return;
  }
  if (!existsSync(path.join(REPO_ROOT, SMOKE_CONFIG))) {
    console.log(`FAILED (${name}): tests/smoke has test files but ${SMOKE_CONFIG} is missing`);
    results.push({ name, status: 'FAILED', reason: `${SMOKE_CONFIG} is missing` });
    return;
  }
  banner('Smoke tests (no emulators)');
  record(name, await run('npx', ['vitest', 'run', '--config', SMOKE_CONFIG]));
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
  const suites = suiteDirectories().map((dir) => {
    const spec = SUITES[dir] ?? OTHER_SUITE;
    return {
      dir,
      spec,
      name: `${spec.label} (tests/${dir})`,
      hasTests: hasTestFiles(path.join(TESTS_DIR, dir)),
    };
  });
  /** @type {Awaited<ReturnType<typeof checkJavaEmulators>> | null} */
  let check = null;
  if (suites.some((suite) => suite.hasTests)) {
    console.log('\nChecking that the Firestore and Storage emulators can run here...');
    check = await checkJavaEmulators();
  }

  const cli = firebaseCli();
  for (const { dir, spec, name, hasTests } of suites) {
    if (interrupted) break;
    if (!hasTests) {
      skip(name, 'no test files yet');
      continue;
    }
    if (check && !check.ok) {
      skip(name, check.reason);
      continue;
    }
    const built = await build(spec.build);
    if (built !== 0) {
      console.log(`FAILED (${name}): the build failed`);
      results.push({ name, status: 'FAILED', reason: 'the build failed' });
      continue;
    }
    banner(`Emulator suite: ${name} — emulators ${spec.emulators}`);
    const code = await run(cli.command, [
      ...cli.args,
      'emulators:exec',
      '--project',
      PROJECT_ID,
      '--only',
      spec.emulators,
      `npx vitest run --config ${spec.config ?? EMULATOR_CONFIG} --dir tests/${dir}`,
    ]);
    record(name, code);
  }
}

function printSummary() {
  banner('Summary');
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const detail = r.status === 'PASSED' ? 'PASSED' : `${r.status} (${r.reason})`;
    console.log(`  ${r.name.padEnd(width)}  ${detail}`);
  }
  const failed = results.filter((r) => r.status === 'FAILED').length;
  const skipped = results.filter((r) => r.status === 'SKIPPED').length;
  // Counts of layers, in the plain "N passed, N failed, N skipped" form CI logs read.
  console.log(
    `\n${failed > 0 ? 'FAILED' : 'OK'}: ${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`,
  );
  return failed;
}

await staticLayer();
if (!interrupted) await unitLayer();
if (!interrupted) await smokeLayer();
if (!interrupted) await emulatorLayers();
const failed = printSummary();
process.exitCode = interrupted ? 130 : failed > 0 ? 1 : 0;
