/**
 * The checks of `npm run deploy:check` (scripts/deploy-check.mjs), each returning the
 * sentences that say what would go wrong in `firebase deploy` or in production. Pure where
 * possible, so each failure mode has a unit test (scripts/__tests__/deploy-check.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { FIRESTORE_MAIN_CLASS, cloudSdkFirestoreJar, firebaseToolsJar } from './emulators.mjs';

const require = createRequire(import.meta.url);

/** The production project id the check deploys to (no such project is ever contacted). */
export const CHECK_PROJECT_ID = 'unlimited-prod';

/**
 * A value that only makes sense on a developer's machine or in the demo project: a local
 * address, a `demo-` name, a demo Stripe price, the local mail catcher.
 */
export const EMULATOR_VALUE =
  /(127\.0\.0\.1|localhost|0\.0\.0\.0|\bdemo-|price_demo_|_demo\b|maildev|:1025\b|:5000\b)/i;

/**
 * The params a real project must be given: each names something that stops the product
 * when missing (links in emails, prices of memberships, Stripe's keys, the mail server).
 * A secret is `type: secret` in the manifest.
 */
export const REQUIRED_PARAMS = [
  { name: 'SITE_URL', type: 'string' },
  { name: 'STRIPE_PRICE_RESERVE', type: 'string' },
  { name: 'STRIPE_PRICE_ELITE', type: 'string' },
  { name: 'STRIPE_PRICE_CROWN', type: 'string' },
  { name: 'STRIPE_PRICE_FULL_COVERAGE', type: 'string' },
  { name: 'STRIPE_PRICE_SELECT_ACCESS', type: 'string' },
  { name: 'STRIPE_SECRET_KEY', type: 'secret' },
  { name: 'STRIPE_WEBHOOK_SECRET', type: 'secret' },
  // functions/src/mail/params.ts
  { name: 'SMTP_CONNECTION_URI', type: 'secret' },
  { name: 'MAIL_UNSUBSCRIBE_SECRET', type: 'secret' },
  { name: 'MAIL_FROM', type: 'string' },
];

/**
 * @typedef {{ name: string, type?: string, default?: unknown }} ManifestParam
 * @typedef {{ specVersion?: string, endpoints?: Record<string, unknown>, params?: ManifestParam[] }} FunctionsManifest
 */

/**
 * firebase.json's predeploy steps: each functions codebase builds, and Hosting builds the
 * web app for the deployed project (scripts/build-hosting.mjs), or deploy ships whatever
 * web/dist was last built (an emulator build, perhaps).
 *
 * @param {any} firebaseJson
 * @returns {string[]}
 */
export function checkPredeploy(firebaseJson) {
  const problems = [];
  const functions = [firebaseJson.functions ?? []].flat();
  if (functions.length === 0) problems.push('firebase.json declares no functions.');
  for (const codebase of functions) {
    const steps = [codebase.predeploy ?? []].flat();
    if (!steps.some((/** @type {string} */ step) => /\brun build\b/.test(step))) {
      problems.push(
        `firebase.json functions "${codebase.source}" has no predeploy build: deploy would upload a stale or missing lib/index.js and no lockfile.`,
      );
    }
  }
  const hosting = [firebaseJson.hosting ?? []].flat();
  for (const site of hosting) {
    const steps = [site.predeploy ?? []].flat();
    if (!steps.some((/** @type {string} */ step) => step.includes('scripts/build-hosting.mjs'))) {
      problems.push(
        'firebase.json hosting has no predeploy build (node "$PROJECT_DIR/scripts/build-hosting.mjs"): deploy would ship whatever web/dist was last built, an emulator build with the demo- project perhaps.',
      );
    }
  }
  return problems;
}

/**
 * The functions' package.json installs from the public registry alone: it names no
 * workspace package (in any dependency field: npm resolves devDependencies too when it
 * writes the lockfile Cloud Build installs from).
 *
 * @param {any} pkg functions/package.json
 * @param {readonly string[]} workspacePackages names of the workspace's own packages
 * @returns {string[]}
 */
export function checkFunctionsPackage(pkg, workspacePackages) {
  const problems = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (workspacePackages.includes(name)) {
        problems.push(
          `functions/package.json ${field} names ${name}, a workspace package: Cloud Build installs the functions folder alone from the public registry, which answers E404 for it, so nothing deploys. The build bundles it; remove it from package.json.`,
        );
      }
    }
  }
  if (typeof pkg.main !== 'string') problems.push('functions/package.json has no "main".');
  return problems;
}

/**
 * The functions manifest (`/__/functions.yaml`): it has endpoints, every required param is
 * declared without a default, and no param defaults to an emulator or demo value (a
 * non-interactive deploy takes a default silently).
 *
 * @param {FunctionsManifest} manifest
 * @param {readonly { name: string, type: string }[]} [required]
 * @returns {string[]}
 */
export function checkManifest(manifest, required = REQUIRED_PARAMS) {
  const problems = [];
  const endpoints = Object.keys(manifest.endpoints ?? {});
  if (endpoints.length === 0) problems.push('The functions manifest lists no endpoints.');
  const params = manifest.params ?? [];
  for (const param of params) {
    if (param.default === undefined) continue;
    const value = typeof param.default === 'string' ? param.default : JSON.stringify(param.default);
    if (EMULATOR_VALUE.test(value)) {
      problems.push(
        `Param ${param.name} defaults to "${value}", an emulator or demo value: a deploy would take it without asking. Remove the default (the emulator's value belongs in functions/.env.demo-unlimited).`,
      );
    }
  }
  for (const { name, type } of required) {
    const param = params.find((p) => p.name === name);
    if (!param) {
      problems.push(
        `Param ${name} is not declared: a real project would run without it and nothing would ask for it at deploy.`,
      );
    } else if ((param.type ?? 'string') !== type) {
      problems.push(`Param ${name} is a ${param.type ?? 'string'}, expected a ${type}.`);
    } else if (param.default !== undefined && type !== 'secret') {
      problems.push(
        `Param ${name} has a default ("${String(param.default)}"): a deploy would take it silently instead of asking for the project's value.`,
      );
    }
  }
  return problems;
}

/**
 * firestore.indexes.json is deployable: firebase-tools' own validation of the spec (the one
 * `firebase deploy` runs before calling the API), plus what the API refuses later: a
 * composite index of one field, the same index twice, one field overridden twice, a TTL
 * flag that is not a boolean.
 *
 * @param {any} spec
 * @returns {string[]}
 */
export function checkIndexes(spec) {
  const problems = [];
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    return ['firestore.indexes.json is not an object with "indexes" and "fieldOverrides".'];
  }
  for (const key of Object.keys(spec)) {
    if (key !== 'indexes' && key !== 'fieldOverrides') {
      problems.push(`firestore.indexes.json has an unknown key "${key}".`);
    }
  }
  // firebase-tools' own validation (untyped: a path in a variable keeps tsc from resolving it).
  const firestoreApi = 'firebase-tools/lib/firestore/api';
  const { FirestoreApi } = require(firestoreApi);
  const api = new FirestoreApi();
  try {
    api.validateSpec(api.upgradeOldSpec(structuredClone(spec)));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(`firestore.indexes.json is refused by firebase deploy: ${message}`);
    return problems;
  }
  const seen = new Set();
  for (const [i, index] of (spec.indexes ?? []).entries()) {
    const fields = index.fields ?? [];
    const named = fields.filter((/** @type {any} */ f) => f.fieldPath !== '__name__');
    if (named.length < 2 && !fields.some((/** @type {any} */ f) => f.vectorConfig)) {
      problems.push(
        `firestore.indexes.json indexes[${i}] (${index.collectionGroup}) has ${named.length} field: Firestore refuses a composite index of fewer than two fields ("this index is not necessary").`,
      );
    }
    const key = JSON.stringify([index.collectionGroup, index.queryScope ?? 'COLLECTION', fields]);
    if (seen.has(key)) {
      problems.push(`firestore.indexes.json indexes[${i}] (${index.collectionGroup}) repeats an earlier index.`);
    }
    seen.add(key);
  }
  const overridden = new Set();
  for (const [i, field] of (spec.fieldOverrides ?? []).entries()) {
    const key = `${field.collectionGroup}.${field.fieldPath}`;
    if (overridden.has(key)) {
      problems.push(`firestore.indexes.json fieldOverrides[${i}] overrides ${key} a second time.`);
    }
    overridden.add(key);
    if (field.ttl !== undefined && typeof field.ttl !== 'boolean') {
      problems.push(`firestore.indexes.json fieldOverrides[${i}] (${key}) has a ttl that is not true or false.`);
    }
    if (/[*`]/.test(field.fieldPath ?? '')) {
      problems.push(`firestore.indexes.json fieldOverrides[${i}] has an invalid field path "${field.fieldPath}".`);
    }
  }
  return problems;
}

/**
 * A deploy build of the web app (web/dist) carries the target project's config and none of
 * the emulator build's values (`demoValues`: the demo project's web config) nor an emulator
 * address (127.0.0.1, localhost with a port) in what browsers run (JS, HTML, CSS, JSON; not
 * source maps). The Firebase SDK's own `http://localhost` URL base and `demo-project` mock
 * token name are no connection, and are not flagged.
 *
 * @param {string} distDir
 * @param {string} projectId
 * @param {readonly string[]} demoValues
 * @returns {string[]}
 */
export function checkWebBuild(distDir, projectId, demoValues) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    return [`${distDir} has no index.html: the Hosting predeploy did not build the web app.`];
  }
  const problems = [];
  let namesProject = false;
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'seed-photos') walk(full);
        continue;
      }
      if (!/\.(js|mjs|html|css|json)$/.test(entry.name)) continue;
      const text = readFileSync(full, 'utf8');
      if (text.includes(projectId)) namesProject = true;
      const relative = path.relative(distDir, full);
      const demo = demoValues.find((value) => text.includes(value));
      if (demo) {
        problems.push(
          `The web build's ${relative} holds the emulator build's "${demo}": a deployed site would talk to the demo project.`,
        );
      }
      const local = /127\.0\.0\.1(:\d+)?|localhost:\d+/.exec(text);
      if (local) {
        problems.push(
          `The web build's ${relative} holds the emulator address ${local[0]}: a deployed site must never connect to the emulators.`,
        );
      }
    }
  };
  walk(distDir);
  if (!namesProject) {
    problems.push(`The web build never names ${projectId}: it was not built for the deployed project.`);
  }
  return problems;
}

/**
 * The emulator build's own values (web/src/config/emulator-defaults.ts), which a deploy
 * build must not carry: every quoted value but the shared functions region.
 *
 * @param {string} source the file's text
 * @returns {string[]}
 */
export function emulatorDefaultValues(source) {
  return [...source.matchAll(/:\s*'([^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((value) => value !== '' && !/^[a-z]+-[a-z]+\d$/.test(value));
}

/** @returns {Promise<number>} a free TCP port on the loopback */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `url` answers (any HTTP status), or `timeoutMs` passes.
 *
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => string | null} [gaveUp] a reason to stop waiting early (the process exited)
 * @returns {Promise<Response>}
 */
export async function waitForHttp(url, timeoutMs, gaveUp = () => null) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    try {
      return await fetch(url);
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Compiles security rules offline with the Firestore emulator (the rules engine
 * `firebase deploy` would otherwise reach through the Firebase Rules API, online): loads
 * them through the emulator's rules endpoint, which refuses rules that do not compile with
 * the compiler's messages. Returns the problems; throws when no emulator can run here.
 *
 * @param {string} rules the rules' text
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<string[]>}
 */
export async function compileFirestoreRules(rules, { timeoutMs = 120_000 } = {}) {
  const downloaded = firebaseToolsJar('firestore');
  const cloudSdk = cloudSdkFirestoreJar();
  if (!downloaded && !cloudSdk) {
    throw new Error(
      'No Firestore emulator is installed to compile firestore.rules offline (neither firebase-tools\' download nor the Google Cloud CLI component).',
    );
  }
  const port = await freePort();
  const flags = ['--host', '127.0.0.1', '--port', String(port)];
  const args = downloaded ? ['-jar', downloaded, ...flags] : ['-cp', /** @type {string} */ (cloudSdk), FIRESTORE_MAIN_CLASS, ...flags];
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {string | null} */
  let exited = null;
  child.on('exit', (code) => (exited = `The Firestore emulator exited (code ${code}) before it answered:\n${output.slice(-2000)}`));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, timeoutMs, () => exited);
    const response = await fetch(
      `http://127.0.0.1:${port}/emulator/v1/projects/deploy-check:securityRules`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
      },
    );
    if (response.ok) return [];
    const body = await response.text();
    let message = body;
    try {
      message = JSON.parse(body)?.error?.message ?? body;
    } catch {
      // not JSON: keep the text
    }
    return [`firestore.rules does not compile: ${message.trim()}`];
  } finally {
    child.kill('SIGTERM');
  }
}
