// The functions' build, also deploy's predeploy step: bundles the functions (and the
// shared domain package) into lib/index.js, and writes the folder's own package-lock.json.
//
// Deploy uploads this folder alone and Cloud Build installs it from the public registry
// (`npm ci`, NODE_ENV=production, no build scripts). So every package the bundle leaves
// external must be a dependency in package.json (the list below is read from it), the
// workspace package @unlimited/domain is bundled and never named there, and the lockfile
// pins the versions the workspace tested (scripts/lib/functions-lockfile.mjs says why).
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { workspaceLockfile } from '../scripts/lib/functions-lockfile.mjs';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys(manifest.dependencies ?? {});

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});

const rootLock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const lock = workspaceLockfile(rootLock, 'functions', manifest);
writeFileSync(new URL('package-lock.json', import.meta.url), `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `functions/package-lock.json: ${Object.keys(lock.packages).length - 1} packages, from the workspace's lockfile`,
);
