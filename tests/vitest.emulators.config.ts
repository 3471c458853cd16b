import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Emulator suites without a config of their own (tests/functions and any new directory;
// tests/rules and tests/e2e have theirs). scripts/test.mjs runs them inside one
// `firebase emulators:exec`, which sets the *_EMULATOR_HOST variables; files run one at
// a time because they share one project (the Functions emulator serves only
// `demo-unlimited`: singleProjectMode).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    // `include` is relative to `dir`; scripts/test.mjs narrows `dir` to one suite.
    dir: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['smoke/**', '**/node_modules/**'],
    fileParallelism: false,
    // One module graph for the whole run (no vi.mock here; each file's hooks come from the
    // helpers it calls): the SDKs and helpers load once, not once a file (about 2 to 3 s
    // a file on a loaded machine: 94 s of the functions layer, 104 s of end-to-end).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
