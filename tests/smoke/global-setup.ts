import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '../../scripts/lib/static-server';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const root = join(import.meta.dirname, '../..');
const dist = join(root, 'web/dist');
const SOURCES = [
  'web/src',
  'web/public',
  'web/scripts',
  'web/index.html',
  'web/vite.config.ts',
  'domain/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale() {
  const built = join(dist, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt >= sourcesAt) return;
  console.log('[smoke] web/dist is missing or older than the sources: npm run build -w web');
  // Vitest sets NODE_ENV=test, and Vite would honour it with React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('[smoke] npm run build -w web failed');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `[smoke] Chromium is missing at ${CHROMIUM_PATH}; the smoke suite needs it. ` +
        'Install it with: apt-get install -y chromium (.ci/run does this in CI).',
    );
  }
  buildIfStale();
  const server = await serveStatic(dist);
  project.provide('baseUrl', server.url);
  return () => server.close();
}
