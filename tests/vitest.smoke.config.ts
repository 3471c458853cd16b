import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Smoke suite: the built web app served locally and driven in Debian Chromium (no
// emulators). global-setup builds web/dist when it is missing or stale and serves it.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    dir: 'tests/smoke',
    include: ['**/*.test.ts'],
    globalSetup: ['tests/smoke/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // expect.poll gives up after 1 s by default: too short for a page on a busy machine.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 300_000,
  },
});
