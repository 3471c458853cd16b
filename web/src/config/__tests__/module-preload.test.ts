import { describe, expect, it } from 'vitest';
import { preloadedDependencies } from '../module-preload';

const entry = { hostId: 'assets/index-Cjgv-yF5.js', hostType: 'js' as const };

describe('preloadedDependencies', () => {
  it('loads a public page’s route from the entry without preload links', () => {
    const deps = ['assets/site-shell-D86P4vKU.js', 'assets/menu-B4kaMuu4.js'];
    expect(preloadedDependencies(deps, entry)).toEqual([]);
  });

  it('keeps a lazy route’s stylesheet, which only the preload helper loads', () => {
    expect(
      preloadedDependencies(['assets/vault-DyzWiHjx.js', 'assets/vault-B1x.css'], entry),
    ).toEqual(['assets/vault-B1x.css']);
  });

  it('preloads the graph of a route that reaches the Firebase layers', () => {
    const deps = ['assets/firestore-Ab12.js', 'assets/dashboard-BFHrGF8O.js'];
    expect(preloadedDependencies(deps, entry)).toEqual(deps);
    const auth = ['assets/firebase-8oYUQNtU.js', 'assets/login-B3W8lv4q.js'];
    expect(preloadedDependencies(auth, entry)).toEqual(auth);
  });

  it('preloads what another module loads on demand (a dialog on a click)', () => {
    const deps = ['assets/money-DnsiHA-w.js', 'assets/dialog-Ab.js'];
    const dashboard = { hostId: 'assets/dashboard-BFHrGF8O.js', hostType: 'js' as const };
    expect(preloadedDependencies(deps, dashboard)).toEqual(deps);
    expect(preloadedDependencies(deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
