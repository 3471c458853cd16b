/**
 * `npm run deploy:check`: does what `firebase deploy` does, offline, and fails with the
 * reason when a deploy would break or would run with emulator values.
 *
 * In a copy of the repository (the working tree is never touched):
 * 1. firebase.json has the predeploy builds; functions/package.json names no workspace
 *    package; firestore.indexes.json passes firebase-tools' own validation and the API's
 *    rules.
 * 2. Runs the predeploy steps as firebase-tools runs them (GCLOUD_PROJECT, PROJECT_DIR,
 *    RESOURCE_DIR) for the project `unlimited-prod`, with a stand-in web config.
 * 3. Packages the functions folder as deploy does (firebase-tools' own file walk with
 *    `functions.ignore`), installs it alone in a temporary directory as Cloud Build does
 *    (`npm ci --omit=dev`, NODE_ENV=production, from the npm cache), loads it with the
 *    production project id through firebase-functions' discovery server (`/__/functions.yaml`,
 *    as firebase-tools does), and checks the manifest: endpoints, required params, no
 *    emulator or demo default.
 * 4. Checks firestore.rules carries the tier constants generated from the domain's tier
 *    table (`npm run rules:generate -- --check`) and compiles it with the Firestore
 *    emulator's rules engine.
 * 5. Checks the web build names the project and no demo project or emulator address.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CHECK_PROJECT_ID,
  checkFunctionsPackage,
  checkIndexes,
  checkManifest,
  checkPredeploy,
  checkWebBuild,
  compileFirestoreRules,
  emulatorDefaultValues,
  freePort,
  waitForHttp,
} from './lib/deploy-check.mjs';
import { REPO_ROOT } from './lib/run.mjs';

const require = createRequire(import.meta.url);
const started = Date.now();

/** A stand-in web config for the check's project (nothing is contacted). */
const CHECK_WEB_ENV = {
  VITE_FIREBASE_API_KEY: 'deploy-check-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${CHECK_PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: CHECK_PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: `${CHECK_PROJECT_ID}.firebasestorage.app`,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:deploycheck',
  VITE_APP_CHECK_SITE_KEY: 'deploy-check-site-key',
};

/** @type {string[]} */
const failures = [];
/** @param {string} step @param {string[]} problems */
function report(step, problems) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (problems.length === 0) {
    console.log(`✓ ${step} (${seconds} s)`);
    return true;
  }
  console.log(`✗ ${step}`);
  for (const problem of problems) console.log(`    ${problem}`);
  failures.push(...problems);
  return false;
}

/**
 * Runs `command` through the shell with `env` added, output shown; resolves its exit code.
 *
 * @param {string} command
 * @param {{ cwd: string, env?: Record<string, string> }} options
 * @returns {number}
 */
function sh(command, { cwd, env = {} }) {
  const result = spawnSync('sh', ['-c', command], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/**
 * Copies the repository's files (tracked and new, not ignored) into `dir`.
 *
 * @param {string} dir
 */
function copyRepository(dir) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(REPO_ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    if (/(^|\/)node_modules(\/|$)/.test(file)) continue; // a node_modules link: linked below
    const to = path.join(dir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to);
  }
  // The installed packages are the workspace's own (a clean checkout runs npm ci first):
  // each linked from the repository's node_modules, except the workspace packages, which
  // point at the copy's own folders so the builds read the copied sources.
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
  /** @type {Map<string, string>} package name → the copy's folder */
  const workspaceLinks = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (entry?.link && key.startsWith('node_modules/') && typeof entry.resolved === 'string') {
      workspaceLinks.set(key.slice('node_modules/'.length), path.join(dir, entry.resolved));
    }
  }
  const rootModules = path.join(REPO_ROOT, 'node_modules');
  /** @param {string} name a package name, `@scope/name` included */
  const linkPackage = (name) => {
    const target = workspaceLinks.get(name) ?? path.join(rootModules, name);
    symlinkSync(target, path.join(dir, 'node_modules', name));
  };
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(rootModules)) {
    if (!entry.startsWith('@')) {
      linkPackage(entry);
      continue;
    }
    mkdirSync(path.join(dir, 'node_modules', entry));
    for (const name of readdirSync(path.join(rootModules, entry))) linkPackage(`${entry}/${name}`);
  }
  for (const modules of ['web/node_modules', 'functions/node_modules', 'domain/node_modules']) {
    if (existsSync(path.join(REPO_ROOT, modules))) {
      symlinkSync(path.join(REPO_ROOT, modules), path.join(dir, modules));
    }
  }
}

/**
 * Loads the installed functions through firebase-functions' discovery server, as
 * firebase-tools' deploy does, and returns the manifest and how long loading took.
 *
 * @param {string} dir the installed functions folder
 * @returns {Promise<{ manifest: any, seconds: number }>}
 */
async function discover(dir) {
  const bin = path.join(dir, 'node_modules', '.bin', 'firebase-functions');
  if (!existsSync(bin))
    throw new Error('firebase-functions is not installed in the packaged folder.');
  const port = await freePort();
  const loadStarted = Date.now();
  const child = spawn(bin, [dir], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      FUNCTIONS_CONTROL_API: 'true',
      PORT: String(port),
      GCLOUD_PROJECT: CHECK_PROJECT_ID,
      GOOGLE_CLOUD_QUOTA_PROJECT: CHECK_PROJECT_ID,
      FIREBASE_CONFIG: JSON.stringify({
        projectId: CHECK_PROJECT_ID,
        storageBucket: `${CHECK_PROJECT_ID}.firebasestorage.app`,
      }),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {string | null} */
  let exited = null;
  child.on(
    'exit',
    (code) =>
      (exited = `The functions failed to load (exit code ${code}):\n${output.trim().slice(-3000)}`),
  );
  try {
    const response = await waitForHttp(
      `http://127.0.0.1:${port}/__/functions.yaml`,
      120_000,
      () => exited,
    );
    const seconds = (Date.now() - loadStarted) / 1000;
    const text = await response.text();
    if (!response.ok)
      throw new Error(`The functions failed to load: ${text}\n${output.trim().slice(-3000)}`);
    // The YAML parser firebase-tools reads the manifest with.
    const yaml = createRequire(require.resolve('firebase-tools/package.json'))('yaml');
    return { manifest: yaml.parse(text), seconds };
  } finally {
    await fetch(`http://127.0.0.1:${port}/__/quitquitquit`).catch(() => undefined);
    child.kill('SIGTERM');
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'unlimited-deploy-check-'));
const repo = path.join(work, 'repo');
const installed = path.join(work, 'functions');
try {
  console.log(`Deploy check for project ${CHECK_PROJECT_ID} (offline), in ${work}\n`);
  copyRepository(repo);
  const firebaseJson = JSON.parse(readFileSync(path.join(repo, 'firebase.json'), 'utf8'));
  const rootPackage = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
  const workspacePackages = (rootPackage.workspaces ?? []).map(
    (/** @type {string} */ dir) =>
      JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8')).name,
  );
  const codebase = [firebaseJson.functions].flat()[0] ?? {};
  const functionsDir = path.join(repo, codebase.source ?? 'functions');
  const functionsPackage = JSON.parse(
    readFileSync(path.join(functionsDir, 'package.json'), 'utf8'),
  );

  report('firebase.json: predeploy builds for functions and Hosting', checkPredeploy(firebaseJson));
  const packageOk = report(
    'functions/package.json installs from the public registry alone',
    checkFunctionsPackage(functionsPackage, workspacePackages),
  );
  report(
    'firestore.indexes.json is deployable',
    checkIndexes(JSON.parse(readFileSync(path.join(repo, firebaseJson.firestore.indexes), 'utf8'))),
  );

  // Predeploy, as firebase-tools' lifecycle hooks run it.
  const hookEnv = { GCLOUD_PROJECT: CHECK_PROJECT_ID, PROJECT_DIR: repo };
  const predeploy = [];
  for (const command of [codebase.predeploy ?? []].flat()) {
    if (sh(command, { cwd: repo, env: { ...hookEnv, RESOURCE_DIR: functionsDir } }) !== 0) {
      predeploy.push(`The functions predeploy step failed: ${command}`);
    }
  }
  const hosting = [firebaseJson.hosting].flat()[0];
  const webEnv = existsSync(path.join(repo, 'web', `.env.${CHECK_PROJECT_ID}`))
    ? {}
    : CHECK_WEB_ENV;
  for (const command of [hosting?.predeploy ?? []].flat()) {
    if (
      sh(command, {
        cwd: repo,
        env: { ...hookEnv, ...webEnv, RESOURCE_DIR: path.join(repo, hosting.public) },
      }) !== 0
    ) {
      predeploy.push(`The Hosting predeploy step failed: ${command}`);
    }
  }
  report('predeploy steps ran', predeploy);

  // Package the functions folder as deploy does, and install it alone.
  // firebase-tools' own file walk (untyped: a path in a variable keeps tsc from resolving it).
  const fsAsync = 'firebase-tools/lib/fsAsync';
  /** @type {(options: { path: string, ignore: string[] }) => Promise<{ name: string }[]>} */
  const readdirRecursive = require(fsAsync).readdirRecursive;
  const ignore = [
    ...(codebase.ignore ?? ['node_modules', '.git']),
    'firebase-debug.log',
    'firebase-debug.*.log',
  ];
  const files = await readdirRecursive({ path: functionsDir, ignore });
  for (const file of files) {
    const to = path.join(installed, path.relative(functionsDir, file.name));
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(file.name, to);
  }
  const packaged = files.map((f) => path.relative(functionsDir, f.name));
  const packaging = [];
  if (!packaged.includes(functionsPackage.main ?? 'lib/index.js')) {
    packaging.push(
      `The uploaded folder has no ${functionsPackage.main}: the predeploy build did not run or functions.ignore drops it.`,
    );
  }
  if (!packaged.includes('package-lock.json')) {
    packaging.push(
      'The uploaded folder has no package-lock.json: Cloud Build would generate one with whatever versions the registry has that day.',
    );
  }
  if (packaged.some((name) => name.startsWith('src/') || name.startsWith('node_modules/'))) {
    packaging.push(
      'The uploaded folder holds src/ or node_modules/: functions.ignore must leave them out.',
    );
  }
  report(`functions packaged as deploy would (${packaged.length} files)`, packaging);

  let installOk = false;
  if (packageOk && packaging.length === 0) {
    const lock = existsSync(path.join(installed, 'package-lock.json'));
    const command = lock
      ? 'npm ci --omit=dev --prefer-offline --no-audit --no-fund'
      : 'npm install --omit=dev --prefer-offline --no-audit --no-fund';
    const code = sh(command, {
      cwd: installed,
      env: { NODE_ENV: 'production', GOOGLE_NODE_RUN_SCRIPTS: '', npm_config_workspaces: 'false' },
    });
    installOk = report(
      `the functions folder installs alone (${command})`,
      code === 0 ? [] : [`${command} failed in the packaged folder (see above).`],
    );
  } else {
    report('the functions folder installs alone', [
      'Not tried: the package or the packaging is wrong (above).',
    ]);
  }

  if (installOk) {
    try {
      const { manifest, seconds } = await discover(installed);
      const endpoints = Object.keys(manifest.endpoints ?? {});
      console.log(
        `  loaded in ${seconds.toFixed(1)} s (firebase deploy waits 10 s); ${endpoints.length} endpoints: ${endpoints.join(', ')}`,
      );
      console.log(
        `  params: ${(manifest.params ?? []).map((/** @type {any} */ p) => `${p.name} (${p.type})`).join(', ')}`,
      );
      report(
        `the functions load for ${CHECK_PROJECT_ID} and their params have no emulator defaults`,
        checkManifest(manifest),
      );
    } catch (error) {
      report('the functions load', [error instanceof Error ? error.message : String(error)]);
    }
  }

  report(
    'firestore.rules carries the current tier constants (npm run rules:generate --check)',
    sh('npx tsx scripts/generate-rules.ts --check', { cwd: repo }) === 0
      ? []
      : ['firestore.rules: the tier constants are stale; run `npm run rules:generate`'],
  );

  try {
    const rules = readFileSync(path.join(repo, firebaseJson.firestore.rules), 'utf8');
    report(
      'firestore.rules compiles (Firestore emulator rules engine)',
      await compileFirestoreRules(rules),
    );
  } catch (error) {
    report('firestore.rules compiles', [error instanceof Error ? error.message : String(error)]);
  }

  if (hosting) {
    report(
      `the web build is for ${CHECK_PROJECT_ID}, with no demo project or emulator address`,
      checkWebBuild(
        path.join(repo, hosting.public),
        CHECK_PROJECT_ID,
        emulatorDefaultValues(
          readFileSync(path.join(repo, 'web/src/config/emulator-defaults.ts'), 'utf8'),
        ),
      ),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length > 0) {
  console.log(
    `\nDeploy check FAILED (${failures.length} problem${failures.length === 1 ? '' : 's'}, ${seconds} s).`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nDeploy check passed (${seconds} s).`);
}
