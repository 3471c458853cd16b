import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    // Which files, and how they run: the root vitest.config.ts (scripts/lib/unit-projects.ts).
    // The property tests (fast-check, 100 runs over arbitrary text) take about 1 s on a
    // quiet machine and 5–6 s at load 19; vitest's default 5 s made them fail on a busy one.
    testTimeout: 30_000,
  },
});
