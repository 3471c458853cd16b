import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitProjects } from './scripts/lib/unit-projects';

// Unit layers that run everywhere (no emulators). The emulator suites under tests/ have
// their own config and are started by scripts/test.mjs when the emulators can run.
// Each package is two projects (scripts/lib/unit-projects.ts): its files that share one
// module graph, and `<package>-isolated`, those that mock, spy or fake timers.
// `--project 'web*'` runs both of a package.
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      ...unitProjects(
        'domain',
        dir('domain'),
        dir('domain/vitest.config.ts'),
        /^src\/.*\.test\.ts$/,
      ),
      ...unitProjects(
        'functions',
        dir('functions'),
        dir('functions/vitest.config.ts'),
        /^src\/.*\.test\.ts$/,
      ),
      ...unitProjects('web', dir('web'), dir('web/vite.config.ts'), /^src\/.*\.test\.tsx?$/),
      ...unitProjects('scripts', dir('scripts'), dir('scripts/vitest.config.ts'), /\.test\.ts$/),
    ],
  },
});
