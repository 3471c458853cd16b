import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from '@jridgewell/sourcemap-codec';
import { afterAll, describe, expect, it } from 'vitest';
import { librariesOf, packageOf, topLibraries } from '../lib/bundle-libraries';

describe('packageOf', () => {
  it('names the package of a node_modules path, scoped or not', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../../node_modules/@firebase/auth/dist/esm/index.js')).toBe('@firebase/auth');
    expect(packageOf('../../node_modules/a/node_modules/b/index.js')).toBe('b');
  });

  it('calls the domain package domain and everything else the app', () => {
    expect(packageOf('../../domain/src/catalogue/access.ts')).toBe('domain');
    expect(packageOf('../src/app/router.tsx')).toBe('app');
  });
});

describe('librariesOf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'libraries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shares a file’s gzip size out by the generated characters each package owns', () => {
    // One line: 30 characters from react-dom, then 10 from the app.
    const code = 'a'.repeat(30) + 'b'.repeat(10);
    writeFileSync(join(dir, 'chunk.js'), code);
    writeFileSync(
      join(dir, 'chunk.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../node_modules/react-dom/index.js', '../src/main.tsx'],
        mappings: encode([
          [
            [0, 0, 0, 0],
            [30, 1, 0, 0],
          ],
        ]),
      }),
    );
    const kb = librariesOf(dir, ['chunk.js']);
    const total = (kb.get('react-dom') ?? 0) + (kb.get('app') ?? 0);
    expect(kb.get('react-dom')! / total).toBeCloseTo(0.75);
    expect(topLibraries(kb, 1)).toMatch(/^react-dom \d+\.\d$/);
  });
});
