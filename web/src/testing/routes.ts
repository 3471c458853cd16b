import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules that `paths` match, for a test file's `beforeAll`: list
 * every address the file opens or navigates to.
 *
 * Otherwise a page's first visit in a file waits for Vite to transform and import its
 * module tree (a few hundred milliseconds to several seconds, depending on how busy the
 * machine is) inside the time a `findBy` gives the page to appear. Loaded beforehand, a
 * test waits only for what a person would wait for: the page rendering. The modules are
 * the ones the visits load anyway, so nothing else is imported.
 */
export async function preloadRoutes(routes: RouteObject[], paths: string[]): Promise<void> {
  const loads = new Set<() => unknown>();
  for (const path of paths) {
    const matches = matchRoutes(routes, path);
    if (!matches) throw new Error(`No route matches ${path}`);
    for (const { route } of matches) {
      if (typeof route.lazy === 'function') loads.add(route.lazy);
    }
  }
  await Promise.all([...loads].map((load) => load()));
}
