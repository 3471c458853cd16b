/**
 * `npm start`: build, start MailDev (the local mail inbox: every email the functions send
 * lands there), the Firebase emulators (Auth, Firestore, Functions, Hosting, and Storage
 * where it can run), seed them, and print where to go and how to sign in.
 * Ctrl+C stops the emulators cleanly.
 *
 * The emulators run under `firebase emulators:exec`, which starts the seed only once every
 * emulator is ready, Cloud Functions triggers included (the hub lists the Functions
 * emulator before its triggers are loaded, so polling the hub is not enough).
 * scripts/lib/serve-seeded.mjs seeds, prints the address and then keeps the emulators
 * running until Ctrl+C.
 */
import { spawn } from 'node:child_process';
import { detectEmulators, emulatorPlan, emulatorsExec } from './lib/emulators.mjs';
import { startMailDev } from './lib/maildev.mjs';
import { REPO_ROOT, run } from './lib/run.mjs';

const WANTED = ['auth', 'firestore', 'functions', 'storage', 'hosting'];
/** After Ctrl+C, how long the emulators get to shut down before they are killed. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

console.log('Finding the Firestore and Storage emulators...');
const report = await detectEmulators({ fetchTimeoutMs: 30_000 });
if (!report.firestore.ok) fail(`Cannot start the local emulators: ${report.firestore.reason}`);
console.log(`Firestore emulator: ${report.firestore.source}`);
const plan = emulatorPlan(report, WANTED);
if (plan.storageSkipReason) {
  console.log(
    `Storage emulator: not started. ${plan.storageSkipReason} Everything else runs; product photo uploads in the admin say they need it.`,
  );
}

if ((await run('npm', ['run', 'build'])) !== 0) {
  fail('Cannot start the local emulators: the build failed (see the output above).');
}

// MailDev first, so the first email the functions send finds it.
/** @type {Awaited<ReturnType<typeof startMailDev>>} */
let maildev;
try {
  maildev = await startMailDev();
} catch (error) {
  fail(
    `Cannot start MailDev, the local mail inbox: ${error instanceof Error ? error.message : String(error)}`,
  );
}
console.log(
  `MailDev: ${maildev.reused ? 'using the one already running' : 'started'}; inbox at ${maildev.url} (SMTP 127.0.0.1:1025).`,
);

// `exec`: the shell firebase starts the script with gives way to it, so Ctrl+C reaches the
// script itself, which then exits cleanly.
const exec = emulatorsExec(
  plan,
  `${process.platform === 'win32' ? '' : 'exec '}node scripts/lib/serve-seeded.mjs`,
);
// A process group of its own, so Ctrl+C (or a SIGTERM to npm start) reaches the emulators
// once, from here, and stops all of them together.
const emulators = spawn(exec.command, exec.args, {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
  env: { ...process.env, ...exec.env, UNLIMITED_MAILDEV_URL: maildev.url },
});
/** @type {Promise<number>} */
const emulatorsExited = new Promise((resolve) => {
  emulators.once('error', () => resolve(1));
  emulators.once('exit', (code) => resolve(code ?? 1));
});
let running = true;
void emulatorsExited.then(() => (running = false));

/** @param {NodeJS.Signals} signal */
function signalGroup(signal) {
  try {
    if (process.platform === 'win32' || !emulators.pid) emulators.kill(signal);
    else process.kill(-emulators.pid, signal);
  } catch {
    // already gone
  }
}

let stopping = false;
/** @param {number} exitCode */
async function stop(exitCode) {
  if (stopping) {
    // Second Ctrl+C: do not wait any longer.
    signalGroup('SIGKILL');
    process.exit(exitCode);
  }
  stopping = true;
  if (running) {
    console.log('\nStopping the emulators...');
    signalGroup('SIGINT');
    const timer = setTimeout(() => {
      console.error(`The emulators did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing them.`);
      signalGroup('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await emulatorsExited;
    clearTimeout(timer);
  }
  await maildev.stop().catch(() => undefined);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('exit', () => {
  if (running) signalGroup('SIGKILL');
});

const code = await emulatorsExited;
running = false;
if (!stopping) {
  await maildev.stop().catch(() => undefined);
  console.error(`The emulators stopped (exit code ${code}); see the output above.`);
  process.exit(code === 0 ? 1 : code);
}
