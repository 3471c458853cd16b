import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The unit tests run as the emulators do: in the `demo-unlimited` project, where no
    // configuration is needed (params.test.ts sets other projects itself).
    env: { GCLOUD_PROJECT: 'demo-unlimited' },
  },
});
