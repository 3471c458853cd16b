/**
 * Can the Java emulators (Firestore, Storage rules) run on this machine?
 *
 * firebase-tools 15 refuses Java < 21 and downloads the emulator jars on first use. Offline
 * that download fails and the whole emulator suite shuts down with a stack of log lines;
 * `checkJavaEmulators()` finds out beforehand and explains the problem in one sentence.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';

/** Oldest Java major version firebase-tools 15 accepts for the Java emulators. */
export const JAVA_MIN = 21;

const INSTALL_JAVA = 'install a JDK 21 (e.g. `apt-get install openjdk-21-jre-headless`)';

/**
 * @typedef {{ id: 'firestore' | 'storage', label: string, envVar: string, jarPrefix: string }} JavaEmulator
 * @typedef {{ found: false } | { found: true, major: number | null }} JavaStatus
 * @typedef {'no network' | 'download timed out' | 'download failed'} FetchFailure
 * @typedef {{ label: string, setupCommand: string, why: FetchFailure }} MissingJar
 * @typedef {{ ok: true } | { ok: false, reason: string }} EmulatorCheck
 */

/** @type {readonly JavaEmulator[]} */
export const JAVA_EMULATORS = [
  {
    id: 'firestore',
    label: 'Firestore',
    envVar: 'FIRESTORE_EMULATOR_BINARY_PATH',
    jarPrefix: 'cloud-firestore-emulator-',
  },
  {
    id: 'storage',
    label: 'Storage',
    envVar: 'STORAGE_EMULATOR_BINARY_PATH',
    jarPrefix: 'cloud-storage-rules-runtime-',
  },
];

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
 * @param {readonly string[]} items
 * @returns {string}
 */
function joinAnd(items) {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The one-sentence explanation of why the Java emulators cannot run, or `null` when they
 * can. Pure, so the wording is tested.
 *
 * @param {{ java: JavaStatus, missing: readonly MissingJar[] }} problems
 * @returns {string | null}
 */
export function describeEmulatorProblem({ java, missing }) {
  let found = null;
  if (!java.found) found = 'no `java` on the PATH';
  else if (java.major === null) found = '`java -version` reported no version';
  else if (java.major < JAVA_MIN) found = `found Java ${java.major}`;
  const javaClause = found === null ? null : `need Java ${JAVA_MIN} or newer (${found})`;

  if (missing.length === 0) {
    return javaClause === null
      ? null
      : `The Firestore and Storage emulators ${javaClause}: ${INSTALL_JAVA} and run again.`;
  }

  const whys = joinAnd([...new Set(missing.map((m) => m.why))]);
  const fetchFix = `run ${joinAnd(missing.map((m) => `\`${m.setupCommand}\``))} once with internet access`;
  const names = joinAnd(missing.map((m) => m.label));
  const jarSubject = missing.length === 1 ? `the ${names} emulator is` : `the ${names} emulators are`;
  const jarClause = `${jarSubject} not downloaded and cannot be fetched (${whys})`;

  if (javaClause === null) {
    return `${jarClause.charAt(0).toUpperCase()}${jarClause.slice(1)}: ${fetchFix}, then run again.`;
  }
  const problems =
    missing.length === JAVA_EMULATORS.length
      ? `${javaClause} and are not downloaded and cannot be fetched (${whys})`
      : `${javaClause}, and ${jarClause}`;
  return `The Firestore and Storage emulators ${problems}: ${INSTALL_JAVA}, then ${fetchFix}.`;
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
 * File name firebase-tools will look for, e.g. `cloud-firestore-emulator-v1.22.0.jar`; a
 * jar of another version would make it download again. `null` if that cannot be read.
 *
 * @param {JavaEmulator} emulator
 * @returns {string | null}
 */
function expectedJarName(emulator) {
  try {
    const info = JSON.parse(
      readFileSync(require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
    );
    const name = info?.[emulator.id]?.downloadPathRelativeToCacheDir;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * @param {JavaEmulator} emulator
 * @returns {boolean}
 */
function jarPresent(emulator) {
  const override = process.env[emulator.envVar];
  if (override) return existsSync(override);
  const dir = emulatorCacheDir();
  const expected = expectedJarName(emulator);
  if (expected) return existsSync(path.join(dir, expected));
  try {
    return readdirSync(dir).some((f) => f.startsWith(emulator.jarPrefix) && f.endsWith('.jar'));
  } catch {
    return false;
  }
}

/**
 * Checks Java and the emulator jars; a missing jar is fetched with
 * `firebase setup:emulators:<id>` (fails within seconds when offline).
 *
 * @param {{ fetchTimeoutMs?: number }} [options]
 * @returns {Promise<EmulatorCheck>}
 */
export async function checkJavaEmulators({ fetchTimeoutMs = 60_000 } = {}) {
  const java = await detectJava();
  /** @type {MissingJar[]} */
  const missing = [];
  const cli = firebaseCli();
  for (const emulator of JAVA_EMULATORS) {
    if (jarPresent(emulator)) continue;
    const setupCommand = `npx firebase setup:emulators:${emulator.id}`;
    const result = await capture(
      cli.command,
      [...cli.args, `setup:emulators:${emulator.id}`],
      fetchTimeoutMs,
    );
    if (result.code === 0 && jarPresent(emulator)) continue;
    missing.push({
      label: emulator.label,
      setupCommand,
      why: classifyFetchFailure(result.output, result.timedOut),
    });
  }
  const reason = describeEmulatorProblem({ java, missing });
  return reason === null ? { ok: true } : { ok: false, reason };
}
