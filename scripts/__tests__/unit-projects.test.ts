import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitProjects } from '../lib/unit-projects';
import { tempTree } from './temp-tree';

/*
 * The unit layer's split: files that mock, spy or fake timers share a worker on a fresh
 * module graph each; the others share one module graph.
 */
const FRESH_MODULES = fileURLToPath(new URL('../lib/fresh-modules.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));
let root: string;

beforeAll(() => {
  root = tempTree('unit-projects-', {
    'src/a.test.ts': "it('adds', () => expect(1 + 1).toBe(2));",
    'src/deep/b.test.tsx': "vi.mock('../api');",
    'src/c.test.ts': 'beforeEach(() => vi.useFakeTimers({ now: 0 }));',
    'src/d.test.ts': "const spy = vi.spyOn(console, 'error');",
    'src/e.test.ts': 'const fn = vi.fn();',
    'src/helper.ts': "vi.mock('x');",
    'node_modules/pkg/f.test.ts': '',
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('unitProjects', () => {
  it('sorts the files: one module graph, or a fresh module graph each', () => {
    const [shared, isolated] = unitProjects(
      'pkg',
      root,
      '/pkg/vitest.config.ts',
      /^src\/.*\.test\.tsx?$/,
      ['./setup.ts'],
    );
    const project = (name: string, include: string[], setupFiles: string[]) => ({
      extends: '/pkg/vitest.config.ts',
      test: { name, root, include, isolate: false, pool: 'threads', setupFiles },
    });
    expect(shared).toEqual(project('pkg', ['src/a.test.ts', 'src/e.test.ts'], ['./setup.ts']));
    expect(isolated).toEqual(
      project(
        'pkg-isolated',
        ['src/c.test.ts', 'src/d.test.ts', 'src/deep/b.test.tsx'],
        // The fresh module graph first: the package's setup loads into it.
        [FRESH_MODULES, './setup.ts'],
      ),
    );
  });

  it('leaves out a project with no files', () => {
    const projects = unitProjects('pkg', root, '/pkg/vitest.config.ts', /^src\/a\.test\.ts$/);
    expect(projects.map((project) => project.test?.name)).toEqual(['pkg']);
  });
});

describe('files that mock, in one worker', () => {
  let run: string;
  beforeAll(() => {
    // `first` leaves a mock, a global, a stubbed global, fake timers and a changed module
    // behind; `second`, run after it in the same worker, must see none of them. The first
    // is the larger file: vitest runs larger files first when it has no timings.
    run = tempTree('fresh-modules-', {
      'vitest.config.ts': [
        `import { unitProjects } from ${JSON.stringify(join(REPO, 'scripts/lib/unit-projects.ts'))};`,
        'export default {',
        `  test: { projects: unitProjects('pkg', ${JSON.stringify('.')}, './pkg.config.ts', /^src\\/.*\\.test\\.ts$/) },`,
        '};',
      ].join('\n'),
      'package.json': '{ "type": "module" }',
      'pkg.config.ts': "export default { test: { environment: 'node', maxWorkers: 1 } };",
      'src/m.ts': "export const state = { who: 'real' };",
      'src/first.test.ts': [
        "import { expect, it, vi } from 'vitest';",
        "vi.mock('./m', () => ({ state: { who: 'mock' } }));",
        "import { state } from './m';",
        "it('leaves things behind', () => {",
        "  expect(state.who).toBe('mock');",
        '  (globalThis as Record<string, unknown>).leftOver = 1;',
        "  vi.stubGlobal('stubbed', 1);",
        '  vi.useFakeTimers();',
        '});',
        `// ${'padding '.repeat(40)}`,
      ].join('\n'),
      'src/second.test.ts': [
        "import { expect, it, vi } from 'vitest';",
        "import { state } from './m';",
        "vi.spyOn(console, 'info');",
        "it('starts clean', () => {",
        "  expect(state.who).toBe('real');",
        "  expect('leftOver' in globalThis).toBe(false);",
        "  expect('stubbed' in globalThis).toBe(false);",
        '  expect(vi.isFakeTimers()).toBe(false);',
        '});',
      ].join('\n'),
    });
  });
  afterAll(() => rmSync(run, { recursive: true, force: true }));

  it('starts each on a fresh module graph, with no mock, global or fake timer left', () => {
    const report = join(run, 'report.json');
    execFileSync(
      process.execPath,
      [
        join(REPO, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        run,
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      { cwd: run, stdio: 'pipe' },
    );
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      testResults: { name: string; startTime: number }[];
    };
    expect(results.numPassedTests).toBe(2);
    // The files ran in one worker, the one that leaves things behind first.
    const order = [...results.testResults]
      .sort((a, b) => a.startTime - b.startTime)
      .map((file) => file.name.split('/').pop());
    expect(order).toEqual(['first.test.ts', 'second.test.ts']);
  });
});
