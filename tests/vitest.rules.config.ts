import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The security rules suite (tests/rules): scripts/test.mjs runs it inside
// `firebase emulators:exec`. Each file has a project of its own (tests/rules/helpers.ts),
// so `clearFirestore` in one cannot wipe another's data and the files run in parallel.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    dir: 'tests/rules',
    include: ['**/*.test.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share one module graph (no vi.mock here; each file's
    // environment and project come from the helpers it calls): the SDKs load once a worker,
    // not once a file (84 s of imports in a full run).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
