/**
 * Runs the emulator suites of `npm test` inside ONE `firebase emulators:exec` (so the
 * emulators boot once for all of them). scripts/test.mjs starts this as the exec's
 * script while it runs the unit layer and the static checks, and tells it through gate
 * files when what a suite waits for is done (the web build, the unit layer).
 *
 * The plan is a JSON file named by UNLIMITED_SUITE_PLAN:
 *   { gatesDir, resultsFile, jobs: [{ name, command, args, logFile, after: string[] }] }
 * `after` names gates (a file `<gatesDir>/<gate>` holding `ok` or a reason it failed) and
 * other jobs (`job:<name>`, done when that job has finished, passed or not). A job runs as
 * soon as all it waits for is done; one whose gate failed is not run, with the reason.
 *
 * Each job's output goes to its log file; on stdout this prints one line per event,
 * `@@suite {"event":"start"|"done",...}`, which scripts/test.mjs reads. The results file
 * holds every job's exit code and wall time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

/**
 * @typedef {{ name: string, command: string, args: string[], logFile: string, after: string[] }} Job
 * @typedef {{ gatesDir: string, resultsFile: string, jobs: Job[] }} Plan
 * @typedef {{ code: number, seconds: number } | { notRun: string }} JobResult
 */

export const EVENT_PREFIX = '@@suite ';

/** How often a waiting job looks at its gates again. */
const GATE_POLL_MS = 200;

/** @param {Record<string, unknown>} event */
function emit(event) {
  process.stdout.write(`${EVENT_PREFIX}${JSON.stringify(event)}\n`);
}

/**
 * @param {Plan} plan
 * @returns {Promise<Record<string, JobResult>>}
 */
export async function runPlan(plan) {
  /** @type {Record<string, JobResult>} */
  const results = {};
  /** @type {Map<string, Promise<void>>} */
  const finished = new Map();

  /**
   * Waits until `gate` is done; resolves with null when it passed, else why not.
   *
   * @param {string} gate
   * @returns {Promise<string | null>}
   */
  async function waitFor(gate) {
    if (gate.startsWith('job:')) {
      await finished.get(gate.slice(4));
      return null;
    }
    const file = path.join(plan.gatesDir, gate);
    while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, GATE_POLL_MS));
    const content = readFileSync(file, 'utf8').trim();
    return content === 'ok' ? null : content || `${gate} failed`;
  }

  for (const job of plan.jobs) {
    finished.set(
      job.name,
      (async () => {
        const reasons = (await Promise.all(job.after.map(waitFor))).filter((r) => r !== null);
        if (reasons.length > 0) {
          const notRun = reasons.join('; ');
          results[job.name] = { notRun };
          emit({ event: 'done', name: job.name, notRun });
          return;
        }
        emit({ event: 'start', name: job.name });
        const started = Date.now();
        const code = await run(job.command, job.args, { logFile: job.logFile });
        const seconds = (Date.now() - started) / 1000;
        results[job.name] = { code, seconds };
        emit({ event: 'done', name: job.name, code, seconds });
      })(),
    );
  }
  await Promise.all(finished.values());
  writeFileSync(plan.resultsFile, JSON.stringify(results, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const planFile = process.env.UNLIMITED_SUITE_PLAN;
  if (!planFile) {
    console.error('UNLIMITED_SUITE_PLAN is not set: scripts/test.mjs starts this script.');
    process.exit(2);
  }
  /** @type {Plan} */
  const plan = JSON.parse(readFileSync(planFile, 'utf8'));
  const results = await runPlan(plan);
  const failed = Object.values(results).some((r) => !('code' in r) || r.code !== 0);
  process.exitCode = failed ? 1 : 0;
}
