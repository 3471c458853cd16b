import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SeedFirstSequencer } from './e2e/sequencer';

// End-to-end journeys: Debian Chromium against the built app on the Hosting emulator,
// with the Auth, Firestore, Functions and Storage emulators behind it. scripts/test.mjs
// runs this inside `firebase emulators:exec`; global-setup loads the seed data first.
// Files run one at a time: they share one project and change its data.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    dir: 'tests/e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // One module graph for the whole run (no vi.mock here; each file's hooks come from the
    // helpers it calls): the SDKs and helpers load once, not once a file (about 2 to 3 s
    // a file on a loaded machine: 94 s of the functions layer, 104 s of end-to-end).
    isolate: false,
    // Files that check the seed as loaded run before those that change it.
    sequence: { sequencer: SeedFirstSequencer },
    testTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too short for a page on a busy machine.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 300_000,
  },
});
