/**
 * The JS and CSS each route loads at start, from the Vite manifest of web/dist, with its
 * budget (issue 18) and the libraries it is made of (from the source maps).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { librariesOf, topLibraries } from './bundle-libraries';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

// The public pages' layout route (the site shell, with the members' bell loaded on demand).
const PUBLIC_LAYOUT = 'src/app/routes/site-layout.tsx';
const FIREBASE_LAYOUT = 'src/app/routes/firebase-layout.tsx';
// The sign-in pages' layout: their form first, the Auth SDK loaded beside it.
const SIGN_IN_LAYOUT = 'src/app/routes/sign-in-layout.tsx';
const FIREBASE_DATA_LAYOUT = 'src/app/routes/firebase-data-layout.tsx';
const DATA_LAYOUT = 'src/app/routes/data-layout.tsx';

/** The app's entry (React Router and the route table), in Vite's manifest. */
const APP_ENTRY = 'index.html';

export interface RouteSpec {
  /** What the table calls it. */
  name: string;
  /**
   * The entry module its page starts with: the app's, unless the page hydrates without
   * React Router (web/src/entry-server.tsx ROUTER_FREE_PAGES).
   */
  entry?: string;
  /**
   * The route modules it loads at start besides the entry, as web/src/app/router.tsx nests
   * them, plus the modules its page loads on demand before it can show anything (the
   * member catalogue). Chunks imported from these are followed.
   */
  modules: string[];
  /**
   * A script the page's HTML loads at start apart from the app (web/vite.early.config.ts
   * builds it into `.vite/early-manifest.json`): its files count in the route's JS too.
   */
  earlyEntry?: string;
  /** Budget of its initial JS, KB gzip (null: none set). */
  budgetKb: number | null;
}

export const ROUTES: RouteSpec[] = [
  { name: '/', entry: 'src/landing-entry.tsx', modules: [], budgetKb: 95 },
  // Not in issue 18's table: a budget near what it measures (113 KB), so that a regression
  // shows (a zod import once brought it to 134).
  { name: '/waitlist', entry: 'src/waitlist-entry.tsx', modules: [], budgetKb: 120 },
  { name: '/login', modules: [SIGN_IN_LAYOUT, 'src/app/routes/login.tsx'], budgetKb: 140 },
  {
    name: '/admin/login',
    modules: [SIGN_IN_LAYOUT, 'src/app/routes/admin/login.tsx'],
    budgetKb: 140,
  },
  {
    name: '/bags (visitor)',
    modules: [PUBLIC_LAYOUT, 'src/app/routes/bags.tsx'],
    // The prerendered page's early cards (web/src/bags-entry.ts), loaded from its head.
    earlyEntry: 'src/bags-entry.ts',
    budgetKb: 150,
  },
  {
    name: '/brands/:slug (visitor)',
    modules: [PUBLIC_LAYOUT, 'src/app/routes/brand.tsx'],
    budgetKb: 150,
  },
  // The pages of issue 31, as a visitor opens them (a public page's budget).
  { name: '/quiz', modules: [PUBLIC_LAYOUT, 'src/app/routes/quiz.tsx'], budgetKb: 150 },
  { name: '/magazine', modules: [PUBLIC_LAYOUT, 'src/app/routes/magazine.tsx'], budgetKb: 150 },
  {
    name: '/magazine/:slug',
    modules: [PUBLIC_LAYOUT, 'src/app/routes/magazine-article.tsx'],
    budgetKb: 150,
  },
  { name: '/vault (visitor)', modules: [PUBLIC_LAYOUT, 'src/app/routes/vault.tsx'], budgetKb: 150 },
  { name: '/club (visitor)', modules: [PUBLIC_LAYOUT, 'src/app/routes/club.tsx'], budgetKb: 150 },
  { name: '/cart (visitor)', modules: [PUBLIC_LAYOUT, 'src/app/routes/cart.tsx'], budgetKb: 150 },
  {
    name: '/bags (member)',
    modules: [PUBLIC_LAYOUT, 'src/app/routes/bags.tsx', 'src/app/routes/catalog/member-catalog.tsx'],
    budgetKb: 250,
  },
  {
    name: '/dashboard',
    modules: [PUBLIC_LAYOUT, FIREBASE_DATA_LAYOUT, 'src/app/routes/dashboard.tsx'],
    budgetKb: 250,
  },
  {
    name: '/admin',
    modules: [
      FIREBASE_LAYOUT,
      DATA_LAYOUT,
      'src/app/routes/admin/layout.tsx',
      'src/app/routes/admin/dashboard.tsx',
    ],
    budgetKb: 280,
  },
];

/** The CSS every route loads at start (one stylesheet), KB gzip. */
export const BUDGET_CSS_KB = 25;

/**
 * The manifest key of a module. A route module that other lazy modules also import can be
 * emitted as a shared chunk (keyed `_name-hash.js`, with its `name`) instead of under its
 * source path; the router's import() then loads that chunk.
 */
function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.split('/').pop()!.replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]!.name === name,
  );
  if (shared.length !== 1) {
    throw new Error(`The manifest has no ${module}: update scripts/lib/bench-routes.ts`);
  }
  return shared[0]!;
}

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(manifest, dep, files);
}

const gzipKb = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file))).length / 1024;

export interface RouteFigures {
  js: number;
  css: number;
  /** Whether the Firestore SDK (its endpoint) is in the route's initial JS. */
  hasFirestore: boolean;
  hasFirebase: boolean;
  libraries: string;
}

export function routeFigures(dist: string, manifest: Manifest, route: RouteSpec): RouteFigures {
  const files = new Set<string>();
  const entry = route.entry ?? APP_ENTRY;
  if (!manifest[entry]?.isEntry) throw new Error(`The manifest has no entry ${entry}`);
  collect(manifest, entry, files);
  for (const module of route.modules) collect(manifest, keyOf(manifest, module), files);
  if (route.earlyEntry) {
    const early = JSON.parse(
      readFileSync(join(dist, '.vite/early-manifest.json'), 'utf8'),
    ) as Manifest;
    collect(early, route.earlyEntry, files);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sources = js.map((f) => readFileSync(join(dist, f), 'utf8'));
  return {
    js: js.reduce((sum, f) => sum + gzipKb(dist, f), 0),
    css: css.reduce((sum, f) => sum + gzipKb(dist, f), 0),
    hasFirestore: sources.some((s) => s.includes('google.firestore.v1.Firestore')),
    hasFirebase: sources.some((s) => s.includes('identitytoolkit.googleapis.com')),
    // `npm run bench -- --all-libraries`: every library, not only the five largest.
    libraries: topLibraries(
      librariesOf(dist, js),
      process.argv.includes('--all-libraries') ? Infinity : 5,
    ),
  };
}
