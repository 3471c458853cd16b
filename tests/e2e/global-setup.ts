import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = join(import.meta.dirname, '../..');
/** Each account's saved sign-in for this run (tests/e2e/support.ts). */
const SIGN_IN_DIR = join(root, 'node_modules/.cache/unlimited-e2e/sign-ins');

/**
 * Loads the seed data into the emulators that `firebase emulators:exec` started (it sets
 * the *_EMULATOR_HOST variables the seed script requires), so every run starts from the
 * same accounts, catalogue, orders and waitlist; empties the saved sign-ins (they belong
 * to the seed's sessions of one run); and starts the one Chromium every file connects to.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `[e2e] Chromium is missing at ${CHROMIUM_PATH}; install it with: apt-get install -y chromium (.ci/run does this in CI).`,
    );
  }
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    throw new Error('[e2e] web/dist is missing: build the app first (npm run build).');
  }
  const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (seeded.status !== 0) {
    throw new Error(
      '[e2e] loading the seed data failed (are the emulators running? use `npm test`)',
    );
  }
  rmSync(SIGN_IN_DIR, { recursive: true, force: true });
  project.provide('signInDir', SIGN_IN_DIR);
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
