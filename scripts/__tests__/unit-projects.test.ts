import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitProjects } from '../lib/unit-projects';
import { tempTree } from './temp-tree';

/* The unit layer's split: files that mock, spy or fake timers run alone; the others share. */
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
  it('shares the module graph only among files that leave nothing behind', () => {
    const [shared, isolated] = unitProjects(
      'pkg',
      root,
      '/pkg/vitest.config.ts',
      /^src\/.*\.test\.tsx?$/,
    );
    expect(shared).toEqual({
      extends: '/pkg/vitest.config.ts',
      test: {
        name: 'pkg',
        root,
        include: ['src/a.test.ts', 'src/e.test.ts'],
        isolate: false,
        pool: 'threads',
      },
    });
    expect(isolated).toEqual({
      extends: '/pkg/vitest.config.ts',
      test: {
        name: 'pkg-isolated',
        root,
        include: ['src/c.test.ts', 'src/d.test.ts', 'src/deep/b.test.tsx'],
        isolate: true,
        pool: 'threads',
      },
    });
  });

  it('leaves out a project with no files', () => {
    const projects = unitProjects('pkg', root, '/pkg/vitest.config.ts', /^src\/a\.test\.ts$/);
    expect(projects.map((project) => project.test?.name)).toEqual(['pkg']);
  });
});
