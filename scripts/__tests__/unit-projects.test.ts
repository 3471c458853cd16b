import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitProjects } from '../lib/unit-projects';

/* The unit layer's split: files that mock, spy or fake timers run alone; the others share. */
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'unit-projects-'));
  for (const [file, body] of Object.entries({
    'src/a.test.ts': "it('adds', () => expect(1 + 1).toBe(2));",
    'src/deep/b.test.tsx': "vi.mock('../api');",
    'src/c.test.ts': 'beforeEach(() => vi.useFakeTimers({ now: 0 }));',
    'src/d.test.ts': "const spy = vi.spyOn(console, 'error');",
    'src/e.test.ts': 'const fn = vi.fn();',
    'src/helper.ts': "vi.mock('x');",
    'node_modules/pkg/f.test.ts': '',
  })) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), body);
  }
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
      test: { name: 'pkg', root, include: ['src/a.test.ts', 'src/e.test.ts'], isolate: false },
    });
    expect(isolated).toEqual({
      extends: '/pkg/vitest.config.ts',
      test: {
        name: 'pkg-isolated',
        root,
        include: ['src/c.test.ts', 'src/d.test.ts', 'src/deep/b.test.tsx'],
        isolate: true,
      },
    });
  });

  it('leaves out a project with no files', () => {
    const projects = unitProjects('pkg', root, '/pkg/vitest.config.ts', /^src\/a\.test\.ts$/);
    expect(projects.map((project) => project.test?.name)).toEqual(['pkg']);
  });
});
