import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    // Which files: the root vitest.config.ts (scripts/lib/unit-projects.ts).
    // Worker threads, not child processes: started faster (the unit layer measured 15 to
    // 24 % quicker).
    pool: 'threads',
  },
});
