import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    // Which files, and how they run: the root vitest.config.ts (scripts/lib/unit-projects.ts).
  },
});
