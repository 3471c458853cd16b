import { defineConfig } from 'vitest/config';

// Unit layers that run everywhere (no emulators). The emulator suites under tests/ have
// their own config and are started by scripts/test.mjs when the emulators can run.
export default defineConfig({
  test: {
    projects: ['domain', 'functions', 'web', 'scripts'],
  },
});
