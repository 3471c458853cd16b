import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFileName, preloadedDependencies, PRERENDERED_PAGE_MODULES } from '../module-preload';

const entry = { hostId: 'assets/index-Cjgv-yF5.js', hostType: 'js' as const };

describe('preloadedDependencies', () => {
  it('loads a prerendered page’s module from the entry without preload links', () => {
    const deps = ['assets/prerendered-site-layout-BkCObw4P.js', 'assets/menu-B4kaMuu4.js'];
    expect(
      preloadedDependencies('assets/prerendered-site-layout-BkCObw4P.js', deps, entry),
    ).toEqual([]);
  });

  it('keeps a lazy page’s stylesheet, which only the preload helper loads', () => {
    const deps = ['assets/prerendered-vault-DyzWiHjx.js', 'assets/vault-B1x.css'];
    expect(preloadedDependencies('assets/prerendered-vault-DyzWiHjx.js', deps, entry)).toEqual([
      'assets/vault-B1x.css',
    ]);
  });

  it('preloads what a page that is not prerendered needs before its first paint', () => {
    const deps = ['assets/brand-EyL57wHT.js', 'assets/money-DnsiHA-w.js'];
    expect(preloadedDependencies('assets/brand-EyL57wHT.js', deps, entry)).toEqual(deps);
  });

  it('preloads the graph of a page that reaches the Firebase layers', () => {
    const deps = ['assets/prerendered-login-B3W8lv4q.js', 'assets/firebase-8oYUQNtU.js'];
    expect(preloadedDependencies('assets/prerendered-login-B3W8lv4q.js', deps, entry)).toEqual(
      deps,
    );
    // The Firebase error texts are not a layer.
    const errors = ['assets/prerendered-login-B3W8lv4q.js', 'assets/firebase-error-DJqeqflS.js'];
    expect(preloadedDependencies('assets/prerendered-login-B3W8lv4q.js', errors, entry)).toEqual(
      [],
    );
  });

  it('preloads what another module loads on demand (a dialog on a click)', () => {
    const deps = ['assets/prerendered-quiz-A1.js', 'assets/dialog-Ab.js'];
    const dashboard = { hostId: 'assets/dashboard-BFHrGF8O.js', hostType: 'js' as const };
    expect(preloadedDependencies('assets/prerendered-quiz-A1.js', deps, dashboard)).toEqual(deps);
    expect(
      preloadedDependencies('assets/prerendered-quiz-A1.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps);
  });
});

describe('chunkFileName', () => {
  it('names the prerendered pages’ chunks `prerendered-` and nothing else', () => {
    const at = (module: string) => ({ moduleIds: [`/repo/web/src/${module}`, '/repo/x.ts'] });
    expect(chunkFileName(at('app/routes/vault.tsx'))).toBe('assets/prerendered-[name]-[hash].js');
    expect(chunkFileName(at('app/routes/admin/login.tsx'))).toBe('assets/[name]-[hash].js');
    expect(chunkFileName(at('app/routes/brand.tsx'))).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ moduleIds: [] })).toBe('assets/[name]-[hash].js');
  });

  it('lists only modules the route table loads on demand', () => {
    const router = readFileSync(join(import.meta.dirname, '../../app/router.tsx'), 'utf8');
    for (const module of PRERENDERED_PAGE_MODULES) {
      const specifier = `import('@/${module.replace(/\.tsx?$/, '')}')`;
      expect(router, module).toContain(specifier);
    }
  });
});
