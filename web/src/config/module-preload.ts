/**
 * Which files a dynamic import preloads (Vite's `build.modulePreload.resolveDependencies`,
 * vite.config.ts). Vite's helper adds a `<link rel="modulepreload">` for each file of the
 * imported module's graph before importing it, so the graph arrives in one round trip
 * instead of one per level of imports.
 *
 * The public pages' route modules, imported by the app's entry, go without: those pages
 * arrive prerendered and readable, and the links cost more than the round trips they save.
 * Adding them was 35 % of the task that starts a prerendered page (about 85 ms on a phone
 * four times slower than this machine, for 23 links), and Lighthouse's blocking time for
 * `/bags`, `/quiz`, `/vault`, `/login` and `/magazine` went from 60–220 ms to 10–40 ms
 * without them (docs/BENCH.md "2026-12-01 (day)"). Everything else keeps them: a graph
 * that reaches the Firebase layers (member and admin screens, which render only once
 * their code is there), and modules loaded on a click (dialogs, menus), where a person
 * waits for each round trip. Stylesheets are always kept: the helper is what loads a
 * lazy module's CSS.
 */

/** The app's entry chunk (the `index` input of vite.config.ts). */
const ENTRY_CHUNK = /(^|\/)assets\/index-[\w-]+\.js$/;
/** The Firebase layers' chunks (vite.config.ts `CHUNK_GROUPS`, and the routes that load them). */
const FIREBASE_CHUNK = /(^|\/)assets\/(firebase|firestore)[\w-]*\.js$/;

export function preloadedDependencies(
  deps: string[],
  host: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  const fromEntry = host.hostType === 'js' && ENTRY_CHUNK.test(host.hostId);
  if (!fromEntry || deps.some((dep) => FIREBASE_CHUNK.test(dep))) return deps;
  return deps.filter((dep) => !dep.endsWith('.js'));
}
