/**
 * `npm start`: build, start the Firebase emulators, seed them, and print where to go and
 * how to sign in. Ctrl+C stops the emulators cleanly.
 */
import { spawn } from 'node:child_process';
import { checkJavaEmulators, firebaseCli } from './lib/emulators.mjs';
import { REPO_ROOT, run } from './lib/run.mjs';

const PROJECT_ID = 'demo-unlimited';
const EMULATORS = ['auth', 'firestore', 'functions', 'storage', 'hosting'];
const HUB_URL = 'http://127.0.0.1:4400/emulators';
const SITE_URL = 'http://127.0.0.1:5000';
const STARTUP_TIMEOUT_MS = 180_000;

const SEED_ENV = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
  GCLOUD_PROJECT: PROJECT_ID,
};

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const check = await checkJavaEmulators();
if (!check.ok) fail(`Cannot start the local emulators: ${check.reason}`);

if ((await run('npm', ['run', 'build'])) !== 0) {
  fail('Cannot start the local emulators: the build failed (see the output above).');
}

const cli = firebaseCli();
// A process group of its own, so a Ctrl+C reaches the emulators once, from us, and they
// get to shut down in order.
const emulators = spawn(
  cli.command,
  [...cli.args, 'emulators:start', '--project', PROJECT_ID, '--only', EMULATORS.join(',')],
  { cwd: REPO_ROOT, stdio: 'inherit', detached: process.platform !== 'win32' },
);
/** @type {Promise<number>} */
const emulatorsExited = new Promise((resolve) => {
  emulators.once('error', () => resolve(1));
  emulators.once('exit', (code) => resolve(code ?? 1));
});
let running = true;
void emulatorsExited.then(() => (running = false));

let stopping = false;
/** @param {number} exitCode */
async function stop(exitCode) {
  if (stopping) {
    // Second Ctrl+C: do not wait any longer.
    if (running && emulators.pid) killGroup('SIGKILL');
    process.exit(exitCode);
  }
  stopping = true;
  if (running) {
    console.log('\nStopping the emulators...');
    emulators.kill('SIGINT');
    await emulatorsExited;
  }
  process.exit(exitCode);
}

/** @param {NodeJS.Signals} signal */
function killGroup(signal) {
  try {
    if (process.platform === 'win32' || !emulators.pid) emulators.kill(signal);
    else process.kill(-emulators.pid, signal);
  } catch {
    // already gone
  }
}

process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
process.on('exit', () => {
  if (running) killGroup('SIGKILL');
});

/** @returns {Promise<boolean>} true once the hub lists every emulator */
async function emulatorsReady() {
  try {
    const response = await fetch(HUB_URL, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return false;
    const listed = /** @type {Record<string, unknown>} */ (await response.json());
    return EMULATORS.every((name) => name in listed);
  } catch {
    return false;
  }
}

const deadline = Date.now() + STARTUP_TIMEOUT_MS;
while (!(await emulatorsReady())) {
  if (!running)
    fail(
      'Cannot start the local emulators: firebase emulators:start exited (see the output above).',
    );
  if (Date.now() > deadline) {
    console.error(`The emulators did not come up within ${STARTUP_TIMEOUT_MS / 1000} s.`);
    await stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

console.log('\nSeeding the emulators...\n');
if ((await run('npx', ['tsx', 'scripts/seed.ts'], { env: SEED_ENV })) !== 0) {
  console.error('Seeding failed (see the output above).');
  await stop(1);
}

console.log(`\nUnlimited is running at ${SITE_URL}\nPress Ctrl+C to stop the emulators.\n`);
process.exitCode = await emulatorsExited;
running = false;
