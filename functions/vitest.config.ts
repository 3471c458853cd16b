import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    // Which files, and how they run: the root vitest.config.ts (scripts/lib/unit-projects.ts).
    // The unit tests run as the emulators do: in the `demo-unlimited` project, where no
    // configuration is needed (params.test.ts sets other projects itself).
    env: { GCLOUD_PROJECT: 'demo-unlimited' },
  },
});
