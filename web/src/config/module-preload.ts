/**
 * Which files a dynamic import preloads (Vite's `build.modulePreload.resolveDependencies`,
 * vite.config.ts). Vite's helper adds a `<link rel="modulepreload">` for each file of the
 * imported module's graph before importing it, so the graph arrives in one round trip
 * instead of one per level of imports.
 *
 * The prerendered pages' own modules, imported by the app's entry as such a page starts,
 * go without: the page is readable before any script runs, and the links cost more than
 * the round trips they save. Adding them was 35 % of the task that starts a prerendered
 * page (about 85 ms with the CPU slowed four times, for 23 links), and Lighthouse's
 * blocking time for `/bags`, `/quiz`, `/vault`, `/login` and `/magazine` went from 60–220
 * ms to 10–40 ms without them (docs/BENCH.md "2026-12-01 (day)"). Everything else keeps
 * them: pages that render only once their code is there (every page not prerendered, the
 * member and admin screens), and modules loaded on a click (dialogs, menus), where a
 * person waits for each round trip. Stylesheets are always kept: the helper is what loads
 * a lazy module's CSS.
 */

/**
 * The modules (under web/src) the app's entry loads for a prerendered page
 * (entry-server.tsx `PRERENDERED_PATHS`, and the Magazine's pages `magazinePages` fills):
 * their routes, and what their `handle` starts. vite.config.ts names their chunks
 * `prerendered-…` ({@link chunkFileName}); __tests__/module-preload.test.ts checks that each is
 * a module the route table imports.
 */
export const PRERENDERED_PAGE_MODULES = [
  'app/routes/site-layout.tsx',
  'app/routes/landing.tsx',
  'app/routes/waitlist.tsx',
  'app/routes/how-it-works.tsx',
  'app/routes/faq.tsx',
  'app/routes/membership-policy.tsx',
  'app/routes/terms.tsx',
  'app/routes/privacy.tsx',
  'app/routes/contact.tsx',
  'app/routes/sign-in-layout.tsx',
  'app/routes/login.tsx',
  'app/routes/bags.tsx',
  'app/routes/quiz.tsx',
  'app/routes/vault.tsx',
  'app/routes/magazine.tsx',
  'app/routes/magazine-article.tsx',
  'features/bags/api/get-public-catalog.ts',
  'features/bags/api/public-first-page.ts',
  'features/magazine/api/page-data.ts',
] as const;

/**
 * A chunk's file name (Rolldown `output.chunkFileNames`): `prerendered-` for a chunk that
 * holds one of those modules. (Rolldown may name a chunk before it knows its facade module,
 * so the chunk's modules are what is looked at.)
 */
export function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  const page = chunk.moduleIds.some((id) => {
    const path = id.replaceAll('\\', '/');
    return PRERENDERED_PAGE_MODULES.some((module) => path.endsWith(`/web/src/${module}`));
  });
  return page ? 'assets/prerendered-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

/** The app's entry chunk (the `index` input of vite.config.ts). */
const ENTRY_CHUNK = /(^|\/)assets\/index-[\w-]{8}\.js$/;
const PAGE_CHUNK = /(^|\/)assets\/prerendered-[\w-]+\.js$/;
/** The Firebase layers (vite.config.ts `CHUNK_GROUPS` `firebase` and `firestore`). */
const FIREBASE_CHUNK = /(^|\/)assets\/(firebase|firestore)-[\w-]{8}\.js$/;

export function preloadedDependencies(
  file: string,
  deps: string[],
  host: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  const fromEntry = host.hostType === 'js' && ENTRY_CHUNK.test(host.hostId);
  if (!fromEntry || !PAGE_CHUNK.test(file) || deps.some((dep) => FIREBASE_CHUNK.test(dep))) {
    return deps;
  }
  return deps.filter((dep) => !dep.endsWith('.js'));
}
