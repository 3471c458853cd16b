import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Loads the seed data into the emulators that `firebase emulators:exec` started (it sets
 * the *_EMULATOR_HOST variables the seed script requires), so every run starts from the
 * same accounts, catalogue, orders and waitlist.
 */
export default function setup() {
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
}
