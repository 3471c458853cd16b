/**
 * Hosting's predeploy (firebase.json): builds the web app for the project being deployed.
 *
 * `firebase deploy` runs it with GCLOUD_PROJECT set to the target project. The web app's
 * Firebase config for that project comes, in this order, from the environment
 * (`VITE_FIREBASE_*`), from `web/.env.<projectId>`, or from the project itself
 * (`firebase apps:sdkconfig WEB`, the same config Hosting serves at /__/firebase/init.json).
 * The build runs with VITE_USE_EMULATORS=false: it refuses a `demo-` project and a missing
 * App Check site key, and carries no emulator address (web/src/config/parse-env.ts).
 *
 * Usage: GCLOUD_PROJECT=<projectId> node scripts/build-hosting.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firebaseCli } from './lib/emulators.mjs';
import { REPO_ROOT } from './lib/run.mjs';

/** The web config keys of a Firebase web app, by the VITE_ variable holding each. */
const SDK_CONFIG_KEYS = {
  VITE_FIREBASE_API_KEY: 'apiKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'authDomain',
  VITE_FIREBASE_PROJECT_ID: 'projectId',
  VITE_FIREBASE_STORAGE_BUCKET: 'storageBucket',
  VITE_FIREBASE_APP_ID: 'appId',
};

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\nHosting predeploy stopped: ${message}\n`);
  process.exit(1);
}

/**
 * `KEY=value` lines of a dotenv file (comments and blank lines skipped).
 *
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readDotenv(file) {
  if (!existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const values = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * The web app's config as `firebase apps:sdkconfig WEB` gives it (needs the network and a
 * signed-in CLI, as deploy does).
 *
 * @param {string} projectId
 * @returns {Record<string, string>}
 */
function fetchSdkConfig(projectId) {
  const cli = firebaseCli();
  const result = spawnSync(
    cli.command,
    [...cli.args, 'apps:sdkconfig', 'WEB', '--project', projectId, '--json'],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  try {
    const parsed = JSON.parse(result.stdout);
    const config = parsed?.result?.sdkConfig;
    if (parsed?.status === 'success' && config && typeof config === 'object') {
      return Object.fromEntries(
        Object.entries(SDK_CONFIG_KEYS)
          .filter(([, key]) => typeof config[key] === 'string')
          .map(([name, key]) => [name, config[key]]),
      );
    }
  } catch {
    // reported below
  }
  return fail(
    `the web app's Firebase config for ${projectId} could not be read (firebase apps:sdkconfig WEB). Register a web app in the project (firebase apps:create WEB unlimited --project ${projectId}) or put the VITE_FIREBASE_* values in web/.env.${projectId}.`,
  );
}

const projectId = process.env.GCLOUD_PROJECT ?? '';
if (projectId === '') {
  fail(
    'GCLOUD_PROJECT is not set: run it through firebase deploy, or set it to the target project.',
  );
}
if (projectId.startsWith('demo-')) {
  fail(
    `${projectId} is a demo- project: it has no Hosting to deploy to (npm start serves it locally).`,
  );
}

const fromFile = readDotenv(path.join(REPO_ROOT, 'web', `.env.${projectId}`));
/** @type {Record<string, string>} */
const web = { ...fromFile };
for (const [name, value] of Object.entries(process.env)) {
  if (name.startsWith('VITE_') && value !== undefined) web[name] = value;
}
const missing = Object.keys(SDK_CONFIG_KEYS).filter((name) => !web[name]);
if (missing.length > 0) Object.assign(web, { ...fetchSdkConfig(projectId), ...web });
if (web.VITE_FIREBASE_PROJECT_ID !== projectId) {
  fail(
    `the web config names project ${web.VITE_FIREBASE_PROJECT_ID}, but the deploy is to ${projectId}.`,
  );
}

console.log(`Building the web app for ${projectId} (VITE_USE_EMULATORS=false)…`);
const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...web, VITE_USE_EMULATORS: 'false' },
});
if (build.status !== 0) fail('the web build failed (see above).');
