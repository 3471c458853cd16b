import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Calls whose effect can outlive the test file that makes them when files share one
 * module graph: a module mock, a spy on a shared object, a stubbed global or variable,
 * fake timers. A file that makes none of them runs with the others of its package in one
 * module graph and environment (`isolate: false`: loaded once a worker instead of once a
 * file); a file that makes any runs alone, as vitest does by default.
 */
export const LEAKING_CALLS =
  /\bvi\.(mock|doMock|unmock|spyOn|stubGlobal|stubEnv|hoisted|useFakeTimers|setSystemTime)\b/;

/** A package's test files (paths relative to `packageDir`, with `/`), sorted. */
export function testFiles(packageDir: string, testFile: RegExp): string[] {
  return readdirSync(packageDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => testFile.test(file) && !file.split('/').includes('node_modules'))
    .sort();
}

/**
 * A package's unit tests as two vitest projects: `name`, the files that share one module
 * graph, and `name-isolated`, the files that make a {@link LEAKING_CALLS} call. Both take
 * everything else from the package's `config` (which names no `include`: vitest would add
 * its globs to these lists).
 */
export function unitProjects(
  name: string,
  packageDir: string,
  config: string,
  testFile: RegExp,
): TestProjectInlineConfiguration[] {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const file of testFiles(packageDir, testFile)) {
    const leaks = LEAKING_CALLS.test(readFileSync(join(packageDir, file), 'utf8'));
    (leaks ? isolated : shared).push(file);
  }
  // Worker threads, not child processes: started faster (the unit layer measured 15 to
  // 24 % quicker).
  const project = (projectName: string, include: string[], isolate: boolean) => ({
    extends: config,
    test: { name: projectName, root: packageDir, include, isolate, pool: 'threads' as const },
  });
  return [
    ...(shared.length > 0 ? [project(name, shared, false)] : []),
    ...(isolated.length > 0 ? [project(`${name}-isolated`, isolated, true)] : []),
  ];
}
