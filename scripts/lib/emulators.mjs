/**
 * Which Firebase emulators can run on this machine, and how.
 *
 * Auth, Functions and Hosting are pure Node and always run. Firestore and Storage are Java
 * programs that firebase-tools downloads on first use into `~/.cache/firebase/emulators`;
 * offline that download fails and the whole emulator suite shuts down. So before starting
 * anything, `detectEmulators()` decides per Java emulator:
 *
 * - Firestore: firebase-tools' own downloaded jar when present; otherwise the Google Cloud
 *   CLI's installed Firestore emulator component, run through a launcher jar made here on
 *   the fly and named by `FIRESTORE_EMULATOR_BINARY_PATH`; otherwise one download attempt;
 *   otherwise one sentence saying what is missing.
 * - Storage: firebase-tools' downloaded rules runtime when present, otherwise one download
 *   attempt; no other copy exists, so on an offline machine it cannot run, and what needs
 *   it is skipped with the reason.
 *
 * firebase-tools is pinned to 14.x: 15 refuses every Java emulator on Java < 21, while the
 * Cloud SDK's Firestore emulator (and 14.x) run on Java 17, the newest Java in Debian 12.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { REPO_ROOT } from './run.mjs';

/** Oldest Java major version the Firestore emulator (v1.19) runs on. */
export const JAVA_MIN = 11;

/** Main class of the Firestore emulator jar (its manifest names none). */
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the Cloud SDK may be installed, besides `$CLOUDSDK_ROOT_DIR`. */
const CLOUD_SDK_ROOTS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  path.join(homedir(), 'google-cloud-sdk'),
];
const CLOUD_SDK_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * @typedef {'firestore' | 'storage'} JavaEmulatorId
 * @typedef {{ found: false } | { found: true, major: number | null }} JavaStatus
 * @typedef {'no network' | 'download timed out' | 'download failed'} FetchFailure
 * @typedef {{ ok: true, source: string, env: Record<string, string> } | { ok: false, reason: string }} EmulatorAvailability
 * @typedef {{ firestore: EmulatorAvailability, storage: EmulatorAvailability }} EmulatorReport
 */

/**
 * Major version from the output of `java -version` (which writes to stderr): `17` for
 * `openjdk version "17.0.15"`, `8` for the old `java version "1.8.0_392"` scheme, or
 * `null` when no version can be read.
 *
 * @param {string} output
 * @returns {number | null}
 */
export function parseJavaMajorVersion(output) {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  if (first === 1 && match[2] !== undefined) return Number(match[2]);
  return first > 0 ? first : null;
}

/**
 * Why Java cannot run the emulators, or null when it can.
 *
 * @param {JavaStatus} java
 * @returns {string | null}
 */
export function javaProblem(java) {
  if (!java.found) return 'there is no `java` on the PATH';
  if (java.major === null) return '`java -version` reported no version';
  if (java.major < JAVA_MIN) return `it needs Java ${JAVA_MIN} or newer and found Java ${java.major}`;
  return null;
}

/**
 * Classifies the output of a failed `firebase setup:emulators:*` run.
 *
 * @param {string} output
 * @param {boolean} timedOut
 * @returns {FetchFailure}
 */
export function classifyFetchFailure(output, timedOut) {
  if (timedOut) return 'download timed out';
  if (/Failed to make request|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH|ETIMEDOUT|getaddrinfo/i.test(output)) {
    return 'no network';
  }
  return 'download failed';
}

/**
 * The one sentence for a Java emulator that cannot run. Pure, so the wording is tested.
 *
 * @param {{ label: string, java: JavaStatus, why?: FetchFailure, cloudSdk?: boolean }} problem
 * @returns {string}
 */
export function describeMissingEmulator({ label, java, why, cloudSdk = false }) {
  const javaClause = javaProblem(java);
  if (javaClause !== null) {
    return `The ${label} emulator cannot run because ${javaClause} (install one, e.g. \`apt-get install openjdk-17-jre-headless\`).`;
  }
  const elsewhere = cloudSdk ? ' and the Google Cloud CLI has no copy of it' : '';
  return `The ${label} emulator is not downloaded${elsewhere}, and it cannot be fetched now (${why ?? 'download failed'}): run \`npx firebase setup:emulators:${label.toLowerCase()}\` once with internet access.`;
}

/**
 * Lines of a JAR manifest wrapped as the format requires: at most 72 bytes a line,
 * continuation lines starting with one space.
 *
 * @param {Record<string, string>} attributes
 * @returns {string}
 */
export function jarManifest(attributes) {
  const lines = ['Manifest-Version: 1.0'];
  for (const [name, value] of Object.entries(attributes)) {
    let rest = Buffer.from(`${name}: ${value}`, 'utf8');
    let first = true;
    while (rest.length > 0) {
      const room = first ? 72 : 71;
      let cut = Math.min(room, rest.length);
      // Never split a UTF-8 sequence: back up to the start of a character.
      while (cut < rest.length && cut > 0 && ((rest[cut] ?? 0) & 0xc0) === 0x80) cut--;
      lines.push(`${first ? '' : ' '}${rest.subarray(0, cut).toString('utf8')}`);
      rest = rest.subarray(cut);
      first = false;
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * A ZIP archive holding `files` uncompressed (a JAR is a ZIP with a manifest).
 *
 * @param {ReadonlyArray<{ name: string, data: Buffer }>} files
 * @returns {Buffer}
 */
export function storedZip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/**
 * A launcher JAR for the Cloud SDK's Firestore emulator: a manifest naming its main class
 * with the real jar on the class path, so firebase-tools can run it with `java -jar`.
 *
 * @param {string} firestoreJar absolute path of cloud-firestore-emulator.jar
 * @returns {Buffer}
 */
export function firestoreLauncherJar(firestoreJar) {
  const classPath = new URL(`file://${path.resolve(firestoreJar)}`).pathname;
  const manifest = jarManifest({ 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': classPath });
  return storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]);
}

/**
 * Runs a command, collecting its output, never throwing.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {number} timeoutMs
 * @returns {Promise<{ code: number | null, output: string, spawnFailed: boolean, timedOut: boolean }>}
 */
function capture(command, args, timeoutMs) {
  return new Promise((resolve) => {
    let output = '';
    let timedOut = false;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', () => {
      clearTimeout(timer);
      resolve({ code: null, output, spawnFailed: true, timedOut });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, spawnFailed: false, timedOut });
    });
  });
}

/** @returns {Promise<JavaStatus>} */
async function detectJava() {
  const result = await capture('java', ['-version'], 15_000);
  if (result.spawnFailed) return { found: false };
  return { found: true, major: parseJavaMajorVersion(result.output) };
}

const require = createRequire(import.meta.url);

/**
 * Command that runs this repository's firebase-tools: node plus its CLI entry point, so no
 * npx round trip; falls back to `npx firebase` when it is not installed locally.
 *
 * @returns {{ command: string, args: string[] }}
 */
export function firebaseCli() {
  try {
    return { command: process.execPath, args: [require.resolve('firebase-tools/lib/bin/firebase.js')] };
  } catch {
    return { command: 'npx', args: ['--no-install', 'firebase'] };
  }
}

/** Directory where firebase-tools keeps the emulator downloads. */
export function emulatorCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || path.join(homedir(), '.cache', 'firebase', 'emulators');
}

/**
 * The jar firebase-tools itself would run for `id` (its download, or the file an
 * `<ID>_EMULATOR_BINARY_PATH` override names), when it is on disk.
 *
 * @param {JavaEmulatorId} id
 * @returns {string | null}
 */
export function firebaseToolsJar(id) {
  const override = process.env[`${id.toUpperCase()}_EMULATOR_BINARY_PATH`];
  if (override) return existsSync(override) ? override : null;
  try {
    const info = JSON.parse(
      readFileSync(require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
    );
    const name = info?.[id]?.downloadPathRelativeToCacheDir;
    if (typeof name !== 'string') return null;
    const file = path.join(emulatorCacheDir(), name);
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/** @returns {string | null} the Cloud SDK's Firestore emulator jar, when installed */
export function cloudSdkFirestoreJar() {
  const roots = [process.env.CLOUDSDK_ROOT_DIR, ...CLOUD_SDK_ROOTS].filter(
    /** @returns {root is string} */ (root) => typeof root === 'string' && root.length > 0,
  );
  for (const root of roots) {
    const jar = path.join(root, CLOUD_SDK_FIRESTORE_JAR);
    if (existsSync(jar)) return jar;
  }
  return null;
}

/**
 * Writes (or keeps, when unchanged) the launcher jar for the Cloud SDK's Firestore
 * emulator under node_modules/.cache, never in the repository's files.
 *
 * @param {string} firestoreJar
 * @returns {string} the launcher's path
 */
function ensureFirestoreLauncher(firestoreJar) {
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'unlimited-emulators');
  const file = path.join(dir, 'cloud-firestore-emulator-launcher.jar');
  const bytes = firestoreLauncherJar(firestoreJar);
  const current = existsSync(file) ? readFileSync(file) : null;
  if (!current || !current.equals(bytes)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, bytes);
  }
  return file;
}

/**
 * Tries `firebase setup:emulators:<id>` once (fails within seconds when offline).
 *
 * @param {JavaEmulatorId} id
 * @param {number} timeoutMs
 * @returns {Promise<{ ok: true } | { ok: false, why: FetchFailure }>}
 */
async function download(id, timeoutMs) {
  const cli = firebaseCli();
  const result = await capture(cli.command, [...cli.args, `setup:emulators:${id}`], timeoutMs);
  if (result.code === 0 && firebaseToolsJar(id) !== null) return { ok: true };
  return { ok: false, why: classifyFetchFailure(result.output, result.timedOut) };
}

/**
 * Decides, per Java emulator, whether and how it runs here. `env` holds the variables the
 * `firebase` command needs for it (e.g. FIRESTORE_EMULATOR_BINARY_PATH).
 *
 * @param {{ fetchTimeoutMs?: number }} [options]
 * @returns {Promise<EmulatorReport>}
 */
export async function detectEmulators({ fetchTimeoutMs = 60_000 } = {}) {
  const java = await detectJava();
  if (javaProblem(java) !== null) {
    return {
      firestore: { ok: false, reason: describeMissingEmulator({ label: 'Firestore', java }) },
      storage: { ok: false, reason: describeMissingEmulator({ label: 'Storage', java }) },
    };
  }

  /** @type {EmulatorAvailability} */
  let firestore;
  const firestoreDownload = firebaseToolsJar('firestore');
  const cloudSdkJar = cloudSdkFirestoreJar();
  if (firestoreDownload) {
    firestore = { ok: true, source: firestoreDownload, env: {} };
  } else if (cloudSdkJar) {
    const launcher = ensureFirestoreLauncher(cloudSdkJar);
    firestore = {
      ok: true,
      source: `${cloudSdkJar} (Google Cloud CLI)`,
      env: { FIRESTORE_EMULATOR_BINARY_PATH: launcher },
    };
  } else {
    const fetched = await download('firestore', fetchTimeoutMs);
    firestore = fetched.ok
      ? { ok: true, source: firebaseToolsJar('firestore') ?? 'firebase-tools download', env: {} }
      : {
          ok: false,
          reason: describeMissingEmulator({ label: 'Firestore', java, why: fetched.why, cloudSdk: true }),
        };
  }

  /** @type {EmulatorAvailability} */
  let storage;
  const storageDownload = firebaseToolsJar('storage');
  if (storageDownload) {
    storage = { ok: true, source: storageDownload, env: {} };
  } else {
    const fetched = await download('storage', fetchTimeoutMs);
    storage = fetched.ok
      ? { ok: true, source: firebaseToolsJar('storage') ?? 'firebase-tools download', env: {} }
      : { ok: false, reason: describeMissingEmulator({ label: 'Storage', java, why: fetched.why }) };
  }
  return { firestore, storage };
}

/**
 * The emulators to start out of `wanted`, dropping Storage when it cannot run, with the
 * environment the `firebase` command needs.
 *
 * @param {EmulatorReport} report
 * @param {readonly string[]} wanted
 * @returns {{ only: string[], env: Record<string, string>, storageSkipReason: string | null }}
 */
export function emulatorPlan(report, wanted) {
  const storageSkipReason = report.storage.ok ? null : report.storage.reason;
  const only = wanted.filter((name) => name !== 'storage' || report.storage.ok);
  const env = {
    ...(report.firestore.ok ? report.firestore.env : {}),
    ...(report.storage.ok ? report.storage.env : {}),
  };
  return { only, env, storageSkipReason };
}

/** Project id of the local emulators (a `demo-` project needs no credentials). */
export const PROJECT_ID = 'demo-unlimited';

/**
 * The Stripe webhook signing secret of the local emulators, so the `stripeWebhook`
 * function answers events signed with it (tests/functions/billing-webhook.test.ts signs
 * with the Stripe SDK's test helper). An exported STRIPE_WEBHOOK_SECRET (`stripe listen`'s)
 * takes its place. It only verifies signatures: billing stays in demo mode without a key.
 */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_unlimited_local_emulator';

/**
 * The `firebase emulators:exec` command (with the emulators' config, emulator-config.mjs)
 * that runs `script` once the emulators of `plan`
 * (and their Cloud Functions triggers) are ready, with the environment the emulators and
 * the script need: the Java emulator overrides, UNLIMITED_EMULATORS (what runs) and
 * UNLIMITED_STORAGE_SKIP_REASON (why Storage does not).
 *
 * With `sequentialFunctions` the Functions emulator runs every function in ONE worker
 * process, one call at a time (its debug mode, `--inspect-functions`, on a free port from
 * 9229). By default it starts a Node process per function and kills them all whenever the
 * tests clear the data; a trigger chain then pays a cold start (the whole bundle loaded)
 * at nearly every step, behind dozens of workers on two cores. `npm test` uses it: the
 * functions integration files took a quarter of the time (orders.test.ts 240 s -> 51 s).
 * Calls no longer overlap in the emulator, so the races the product must survive (one
 * bag, one coupon, counters) are also run concurrently in-process against the Firestore
 * emulator (tests/functions/races.test.ts). `npm start` keeps the default.
 *
 * @param {{ only: string[], env: Record<string, string>, storageSkipReason: string | null }} plan
 * @param {string} script
 * @param {{ sequentialFunctions?: boolean }} [options]
 * @returns {{ command: string, args: string[], env: Record<string, string> }}
 */
export function emulatorsExec(plan, script, { sequentialFunctions = false } = {}) {
  const cli = firebaseCli();
  // The emulators' own copy of firebase.json (its CSP also allows the local emulators).
  const config = writeEmulatorConfig();
  return {
    command: cli.command,
    args: [
      ...cli.args,
      'emulators:exec',
      '--config',
      config,
      '--project',
      PROJECT_ID,
      // Before another option, so commander reads it as `true` (a free port), not a port.
      ...(sequentialFunctions && plan.only.includes('functions') ? ['--inspect-functions'] : []),
      '--only',
      plan.only.join(','),
      script,
    ],
    env: {
      // Seconds the Functions emulator waits for the functions' code to load (10 by
      // default): with the Stripe SDK and a busy machine that is not always enough.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || LOCAL_STRIPE_WEBHOOK_SECRET,
      ...plan.env,
      UNLIMITED_EMULATORS: plan.only.join(','),
      ...(plan.storageSkipReason ? { UNLIMITED_STORAGE_SKIP_REASON: plan.storageSkipReason } : {}),
    },
  };
}
