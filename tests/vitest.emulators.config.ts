import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Suites that need the Firebase emulators (tests/rules, tests/functions, tests/e2e).
// scripts/test.mjs runs each one inside `firebase emulators:exec`, which sets the
// *_EMULATOR_HOST variables; files run one at a time because they share one project.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    // `include` is relative to `dir`; scripts/test.mjs narrows `dir` to one suite.
    dir: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['smoke/**', '**/node_modules/**'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
