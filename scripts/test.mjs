/**
 * `npm test`: every test layer, then one summary that counts tests, with each layer's
 * wall time and the slowest tests.
 *
 * The layers run side by side where they do not share data, so the whole run fits a
 * two-core machine:
 *
 *   lane 1: unit projects (domain, functions, web, scripts; one vitest worker), under
 *           `faketime` one year ahead when it is installed (the calendar check);
 *   lane 2: the web build, then the static checks (tsc -b, ESLint, import cycles, the
 *           deploy check);
 *   smoke (tests/smoke, Chromium against the build, no emulators) once both are done;
 *   the emulator suites (tests/rules, tests/functions, tests/e2e and any other directory
 *   of tests/ with *.test.ts files) in ONE `firebase emulators:exec` booted at the start
 *   with the union of the emulators they need (scripts/lib/suite-runner.mjs runs them
 *   inside it): functions integration as soon as the emulators are up, rules (a project
 *   id per file, files in parallel) after the unit layer, end-to-end after the web build
 *   and the functions suite (both use the `demo-unlimited` project and wipe or seed it).
 *
 * Firestore must run (scripts/lib/emulators.mjs finds it); when the Storage emulator
 * cannot, the suites run without it and the tests that need it are SKIPPED with the
 * reason, never counted as passed. No layer retries a test (`--retry=0`); a test that
 * passed after failing is reported as flaky and fails the run.
 *
 * Exits non-zero when anything failed or could not run.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectEmulators, emulatorPlan, emulatorsExec } from './lib/emulators.mjs';
import { REPO_ROOT, run } from './lib/run.mjs';
import { EVENT_PREFIX } from './lib/suite-runner.mjs';
import { formatSummary, readVitestReport } from './lib/test-report.mjs';

const TESTS_DIR = path.join(REPO_ROOT, 'tests');
const REPORT_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'unlimited-test-reports');
const LOG_DIR = path.join(REPORT_DIR, 'logs');
const GATES_DIR = path.join(REPORT_DIR, 'gates');
const EMULATOR_CONFIG = 'tests/vitest.emulators.config.ts';
const SMOKE_CONFIG = 'tests/vitest.smoke.config.ts';
/** vitest's own entry point: run with node, no npx round trip for each layer. */
const VITEST = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');

/**
 * @typedef {{ label: string, emulators: string[], config?: string, after: string[] }} SuiteSpec
 * @typedef {import('./lib/test-report.mjs').LayerResult} LayerResult
 */

/**
 * The emulators each known suite needs and what it waits for (gates: `build` the web
 * build, `unit` the unit layer; `job:<suite>` another suite). A directory of tests/ not
 * listed here runs with `OTHER_SUITE`.
 *
 * @type {Readonly<Record<string, SuiteSpec>>}
 */
const SUITES = {
  functions: {
    label: 'functions integration',
    emulators: ['auth', 'firestore', 'functions', 'storage'],
    after: [],
  },
  rules: {
    label: 'security rules',
    emulators: ['firestore', 'storage'],
    // A project id per file (tests/rules/helpers.ts), so its files run in parallel.
    config: 'tests/vitest.rules.config.ts',
    after: ['unit'],
  },
  e2e: {
    label: 'end-to-end',
    emulators: ['auth', 'firestore', 'functions', 'storage', 'hosting'],
    // Its own config: a global setup loads the seed data into the running emulators.
    config: 'tests/vitest.e2e.config.ts',
    after: ['build', 'job:functions'],
  },
};
/** @type {SuiteSpec} */
const OTHER_SUITE = {
  label: 'emulator suite',
  emulators: ['auth', 'firestore', 'functions', 'storage'],
  after: ['build', 'job:functions', 'job:e2e'],
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

/** @returns {string[]} suite directory names under tests/ with tests, known suites first */
function suiteDirectories() {
  if (!existsSync(TESTS_DIR)) return [];
  const dirs = readdirSync(TESTS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_EMULATOR_SUITES.has(e.name))
    .map((e) => e.name)
    .filter((name) => hasTestFiles(path.join(TESTS_DIR, name)));
  const known = Object.keys(SUITES).filter((name) => dirs.includes(name));
  const others = dirs.filter((name) => !(name in SUITES)).sort();
  return [...known, ...others];
}

/** @param {string} title */
function banner(title) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(3, 72 - title.length))}\n`);
}

const runStarted = Date.now();
/** @returns {string} seconds since the run started, for the progress lines */
const clock = () => `${((Date.now() - runStarted) / 1000).toFixed(0).padStart(4)} s`;
/** @param {string} line */
const progress = (line) => console.log(`[${clock()}] ${line}`);

/**
 * A moment one year after `now` as faketime takes it (`2027-11-29T04:00:00Z`, UTC; the
 * same form as scripts/year-ahead.mjs of `npm run test:unit:future`).
 *
 * @param {Date} now
 * @returns {string}
 */
function oneYearAhead(now) {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** @returns {string | null} the faketime program, when installed */
function findFaketime() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'faketime'))) return path.join(dir, 'faketime');
  }
  return null;
}

let interrupted = false;
// Ctrl+C reaches the children in the foreground group too; stop after they have exited.
process.on('SIGINT', () => {
  interrupted = true;
});

/** @type {LayerResult[]} */
const results = [];

/**
 * Prints a finished command's log under a banner.
 *
 * @param {string} title
 * @param {string} logFile
 */
function printLog(title, logFile) {
  banner(title);
  if (existsSync(logFile)) process.stdout.write(readFileSync(logFile, 'utf8'));
}

/** @param {string} name */
const logFileFor = (name) => path.join(LOG_DIR, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);

/**
 * Runs one check that has no test count (typecheck, lint, build), its output in a log
 * printed when it is done.
 *
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ record?: boolean }} [options] record: a line of the summary (not for the build)
 * @returns {Promise<number>}
 */
async function check(name, command, args, { record = true } = {}) {
  const started = Date.now();
  const logFile = logFileFor(name);
  progress(`start: ${name}`);
  const code = await run(command, args, { logFile });
  const seconds = (Date.now() - started) / 1000;
  printLog(`${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`, logFile);
  if (record || code !== 0) {
    results.push({
      name,
      check: true,
      status: code === 0 ? 'PASSED' : 'FAILED',
      reason: code === 0 ? undefined : interrupted ? 'interrupted' : `exit code ${code}`,
      seconds,
    });
  }
  return code;
}

let reportCount = 0;

/** @returns {{ file: string, args: string[] }} a fresh JSON report file and vitest's flags for it */
function reportFlags() {
  mkdirSync(REPORT_DIR, { recursive: true });
  const file = path.join(REPORT_DIR, `layer-${++reportCount}.json`);
  rmSync(file, { force: true });
  return {
    file,
    // No retries: a flaky test fails the run (and a retry a config might add is reported).
    args: ['--retry=0', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
  };
}

/**
 * Records a vitest layer from its exit code and JSON report.
 *
 * @param {string} name
 * @param {{ code: number, seconds: number, reportFile: string, skipReason?: string | null }} run
 */
function recordVitest(name, { code, seconds, reportFile, skipReason = null }) {
  const report = existsSync(reportFile)
    ? readVitestReport(JSON.parse(readFileSync(reportFile, 'utf8')), REPO_ROOT)
    : null;
  const failed = code !== 0 || report === null || report.failed > 0;
  const flaky = report?.flaky?.length ?? 0;
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
            ? `${report.failed} failed${flaky > 0 ? `, ${flaky} of them flaky` : ''}`
            : `exit code ${code}`,
    seconds,
    tests: report ?? undefined,
    skipReason,
  });
}

/**
 * Runs a vitest command (its output in a log printed when done) and records the layer.
 *
 * @param {string} name
 * @param {string[]} prefix the command before vitest's own arguments (e.g. faketime)
 * @param {string[]} vitestArgs
 */
async function vitestLayer(name, prefix, vitestArgs) {
  const report = reportFlags();
  const logFile = logFileFor(name);
  const [command, ...args] = [
    ...prefix,
    process.execPath,
    VITEST,
    'run',
    ...vitestArgs,
    ...report.args,
  ];
  progress(`start: ${name}`);
  const started = Date.now();
  const code = await run(/** @type {string} */ (command), args, { logFile });
  const seconds = (Date.now() - started) / 1000;
  printLog(`${name}: finished in ${seconds.toFixed(0)} s`, logFile);
  recordVitest(name, { code, seconds, reportFile: report.file });
}

/** @param {string} name @param {string} reason */
function fail(name, reason) {
  console.log(`FAILED (${name}): ${reason}`);
  results.push({ name, status: 'FAILED', reason });
}

/** @param {string} gate @param {string} state `ok` or why it failed */
function openGate(gate, state) {
  writeFileSync(path.join(GATES_DIR, gate), state);
}

// ─── The run ─────────────────────────────────────────────────────────────────────────

rmSync(path.join(REPORT_DIR), { recursive: true, force: true });
mkdirSync(LOG_DIR, { recursive: true });
mkdirSync(GATES_DIR, { recursive: true });

const faketime = findFaketime();
const futureClock = faketime ? oneYearAhead(new Date()) : null;
/** @type {string[]} */
const notes = [
  faketime
    ? `Calendar check: the unit layer ran with the clock one year ahead (faketime '${futureClock}').`
    : 'Calendar check SKIPPED: `faketime` is not installed (Debian: apt-get install faketime; .ci/run installs it), so the unit layer ran on the real clock.',
];

const suites = suiteDirectories().map((dir) => {
  const spec = SUITES[dir] ?? OTHER_SUITE;
  return { dir, spec, name: `${spec.label} (tests/${dir})` };
});
const smokeDir = path.join(TESTS_DIR, 'smoke');
const hasSmoke = existsSync(smokeDir) && hasTestFiles(smokeDir);

banner('npm test');
console.log(
  [
    'Lanes side by side: unit tests | web build, then static checks | one emulator boot for',
    `${suites.map((s) => `tests/${s.dir}`).join(', ') || 'no emulator suites'}; smoke after the unit tests and the build.`,
    faketime
      ? `Calendar check: the unit layer runs with the clock one year ahead (faketime '${futureClock}').`
      : notes[0],
    'Each command prints its output when it is done; progress lines say what runs.',
  ].join('\n'),
);

// The Functions emulator loads the functions bundle when it starts: it is built (seconds,
// with esbuild) while the emulators are looked for.
const functionsBuild = check('build (functions)', 'npm', ['run', 'build', '-w', 'functions'], {
  record: false,
});

/** @type {Promise<void>} */
let emulatorLane = Promise.resolve();
if (suites.length > 0) emulatorLane = startEmulatorSuites();

const unitLane = (async () => {
  const prefix = faketime && futureClock ? [faketime, futureClock] : [];
  await vitestLayer(
    `unit (domain, functions, web, scripts)${faketime ? ', clock +1 year' : ''}`,
    prefix,
    [],
  );
  openGate('unit', 'ok');
})();

const buildLane = (async () => {
  const code = await check('build (web)', 'npm', ['run', 'build', '-w', 'web'], { record: false });
  openGate('build', code === 0 ? 'ok' : 'the web build failed');
  if (interrupted) return;
  await check('typecheck (tsc -b)', 'npx', ['tsc', '-b']);
  if (interrupted) return;
  await check('lint (eslint)', 'npx', ['eslint', '.']);
  if (interrupted) return;
  await check('import cycles (madge)', 'npm', ['run', '--silent', 'lint:cycles']);
  if (interrupted) return;
  await check('deploy check (npm run deploy:check)', 'npm', ['run', '--silent', 'deploy:check']);
  return code;
})();

const smokeLane = (async () => {
  if (!hasSmoke) return;
  const [, buildCode] = await Promise.all([unitLane, buildLane]);
  if (interrupted) return;
  if (buildCode !== 0) {
    fail('smoke (tests/smoke)', 'the web build failed');
    return;
  }
  await vitestLayer('smoke (tests/smoke)', [], ['--config', SMOKE_CONFIG]);
})();

await Promise.all([unitLane, buildLane, smokeLane, emulatorLane]);

banner('Summary');
const totalSeconds = (Date.now() - runStarted) / 1000;
const order = (/** @type {LayerResult} */ r) =>
  r.check ? 0 : r.name.startsWith('unit') ? 1 : r.name.startsWith('smoke') ? 2 : 3;
const sorted = [...results].sort((a, b) => order(a) - order(b));
const { text, failed } = formatSummary(sorted, totalSeconds, { notes });
console.log(text);
process.exitCode = interrupted ? 130 : failed ? 1 : 0;

/**
 * Boots the emulators once (the union of what the suites need) and runs the suites in
 * them through scripts/lib/suite-runner.mjs, recording each suite when it is done.
 *
 * @returns {Promise<void>}
 */
async function startEmulatorSuites() {
  progress('finding the Firestore and Storage emulators');
  const [report, built] = await Promise.all([
    detectEmulators({ fetchTimeoutMs: 30_000 }),
    functionsBuild,
  ]);
  if (report.firestore.ok) console.log(`Firestore emulator: ${report.firestore.source}`);
  if (!report.storage.ok) console.log(`Storage emulator: not running. ${report.storage.reason}`);
  if (!report.firestore.ok) {
    for (const suite of suites) fail(suite.name, `cannot run: ${report.firestore.reason}`);
    return;
  }
  if (built !== 0) {
    for (const suite of suites) fail(suite.name, 'the functions build failed');
    return;
  }
  const union = [...new Set(suites.flatMap((s) => s.spec.emulators))];
  const plan = emulatorPlan(report, union);
  const resultsFile = path.join(REPORT_DIR, 'suite-results.json');
  const jobs = suites.map(({ dir, spec, name }) => {
    const flags = reportFlags();
    return {
      name,
      dir,
      reportFile: flags.file,
      command: process.execPath,
      args: [
        VITEST,
        'run',
        '--config',
        spec.config ?? EMULATOR_CONFIG,
        '--dir',
        `tests/${dir}`,
        ...flags.args,
      ],
      logFile: logFileFor(name),
      after: spec.after
        .map((gate) => {
          if (!gate.startsWith('job:')) return gate;
          const other = suites.find((s) => s.dir === gate.slice(4));
          return other ? `job:${other.name}` : null;
        })
        .filter((gate) => gate !== null),
    };
  });
  const planFile = path.join(REPORT_DIR, 'suite-plan.json');
  writeFileSync(planFile, JSON.stringify({ gatesDir: GATES_DIR, resultsFile, jobs }, null, 2));

  // One worker runs every function, one call at a time (emulators.mjs says why): after
  // each functions file's reset firebase-tools reloads the triggers, and then only that
  // one worker starts cold, not one per function.
  const exec = emulatorsExec(plan, `node scripts/lib/suite-runner.mjs`, {
    sequentialFunctions: true,
  });
  // The functions' discovery is kept across those reloads
  // (scripts/lib/functions-emulator-cached-discovery.mjs): needs firebase-tools run by node.
  const execArgs =
    exec.command === process.execPath
      ? [
          '--import',
          pathToFileURL(path.join(REPO_ROOT, 'scripts/lib/functions-emulator-cached-discovery.mjs'))
            .href,
          ...exec.args,
        ]
      : exec.args;
  const emulatorLog = path.join(LOG_DIR, 'emulators.log');
  const emulatorLines = /** @type {string[]} */ ([]);
  progress(
    `booting the emulators once: ${plan.only.join(',')} (their log: ${path.relative(REPO_ROOT, emulatorLog)})`,
  );
  const bootStarted = Date.now();
  /** @type {Map<string, number>} */
  const startedAt = new Map();
  const code = await run(exec.command, execArgs, {
    env: { ...exec.env, UNLIMITED_SUITE_PLAN: planFile },
    logFile: emulatorLog,
    onLine(line) {
      if (!line.startsWith(EVENT_PREFIX)) {
        emulatorLines.push(line);
        if (emulatorLines.length > 60) emulatorLines.shift();
        return;
      }
      const event = JSON.parse(line.slice(EVENT_PREFIX.length));
      if (event.event === 'start') {
        if (startedAt.size === 0)
          progress(`emulators up after ${((Date.now() - bootStarted) / 1000).toFixed(0)} s`);
        startedAt.set(event.name, Date.now());
        progress(`start: ${event.name}`);
        return;
      }
      const job = jobs.find((j) => j.name === event.name);
      if (!job) return;
      if (event.notRun) {
        fail(job.name, `not run: ${event.notRun}`);
        return;
      }
      printLog(`${job.name}: finished in ${Number(event.seconds).toFixed(0)} s`, job.logFile);
      recordVitest(job.name, {
        code: event.code,
        seconds: event.seconds,
        reportFile: job.reportFile,
        skipReason: plan.storageSkipReason,
      });
    },
  });
  progress(`emulators stopped (exit code ${code})`);
  for (const job of jobs) {
    if (results.some((r) => r.name === job.name)) continue;
    // The emulators never started the suite (or stopped under it): say so, with their log.
    fail(
      job.name,
      interrupted ? 'interrupted' : `the emulators stopped before it finished (exit code ${code})`,
    );
  }
  if (jobs.some((job) => results.find((r) => r.name === job.name)?.status === 'FAILED')) {
    banner(`Last lines of the emulators' log (${path.relative(REPO_ROOT, emulatorLog)})`);
    console.log(emulatorLines.join('\n'));
  }
}
