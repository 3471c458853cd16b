import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { EMULATOR_DEFAULTS } from './src/config/emulator-defaults';
import { chunkFileName, preloadedDependencies } from './src/config/module-preload';
import { parseEnv } from './src/config/parse-env';

/**
 * react-router 7 publishes its production build but its package exports always resolve to
 * the development one (dev warnings and checks included; remix-run/react-router#12532,
 * #14102). Builds point at the production files explicitly.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

const stub = (name: string) =>
  fileURLToPath(new URL(`./src/lib/bundle-stubs/${name}.ts`, import.meta.url));

/**
 * Keeps SDK code the app never runs out of the build, without forking anything:
 * - reactfire imports every Firebase product at the top of its one module, so each page
 *   under it shipped the Realtime Database, Remote Config (with Installations), Firestore,
 *   Functions and Storage SDKs. The app uses reactfire for its providers, context hooks
 *   and Auth hooks only; reactfire's imports of the other products resolve to throwing
 *   stubs, and each page loads the SDKs its own code imports (`@/lib/firebase-*`).
 * - Firestore imports re2js only to evaluate Pipeline regex functions, which the app
 *   never runs.
 * The stubs say why if ever called. Builds only: tests and the dev server use the real ones.
 * Each is kept because it saves more than 10 KB gzip on the pages that load Firebase,
 * measured by building without it (`UNLIMITED_BUILD_WITHOUT=reactfire,re2js`, either or
 * both) and comparing `npm run bench -- --no-emulators` (docs/BENCH.md, "What the bundle
 * stubs save"): reactfire's 52.7 KB and re2js 44.3 KB on /bags (member), /dashboard and
 * /admin. A third, zod's JSON Schema processors, saved 4.7 KB and was taken out.
 */
const WITHOUT = new Set((process.env.UNLIMITED_BUILD_WITHOUT ?? '').split(',').filter(Boolean));
const REACTFIRE_UNUSED = new Set([
  'firebase/database',
  'firebase/remote-config',
  'firebase/firestore',
  'firebase/functions',
  'firebase/storage',
]);
function reactfireOwnSdks(): Plugin {
  return {
    name: 'unlimited:unused-sdk-stubs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (
        !WITHOUT.has('reactfire') &&
        from.includes('/node_modules/reactfire/') &&
        REACTFIRE_UNUSED.has(source)
      ) {
        return stub('reactfire-unused-sdks');
      }
      if (
        !WITHOUT.has('re2js') &&
        from.includes('/node_modules/@firebase/firestore/') &&
        source === 're2js'
      ) {
        return stub('re2js');
      }
      return null;
    },
  };
}
/**
 * The environment is checked when the app is built, with the check the app runs at start
 * (`src/config/parse-env.ts`): a malformed value stops the build instead of the page.
 */
function checkedEnvironment(): Plugin {
  return {
    name: 'unlimited:env-check',
    apply: 'build',
    configResolved(config) {
      parseEnv(config.env, config.env.VITE_USE_EMULATORS === 'false' ? null : EMULATOR_DEFAULTS);
    },
  };
}

/**
 * What every page loads at start: React, React DOM, `cn()` (with tailwind-merge) and Button,
 * the links, paths, theme and toast region that all three entries import, and the session
 * hint every page's header or guard reads. Left alone, the bundler gives each set of pages
 * sharing modules a chunk of its own, and as different sets of lazy pages import these,
 * they came as eight files, each compressed apart and each a request. One group keeps them
 * in one file (it takes the modules they import too). Paths inside the repository.
 */
const EVERY_PAGE = [
  'node_modules/react/',
  'node_modules/react-dom/',
  'node_modules/scheduler/',
  'node_modules/clsx/',
  'node_modules/tailwind-merge/',
  'node_modules/class-variance-authority/',
  'node_modules/@radix-ui/react-slot/',
  'node_modules/@radix-ui/react-compose-refs/',
  'web/src/lib/cn.ts',
  'web/src/components/ui/button.tsx',
  'web/src/config/paths.ts',
  'web/src/lib/theme/theme.ts',
  'web/src/lib/navigation/navigation.tsx',
  'web/src/components/ui/toast-region.tsx',
  'web/src/lib/public-data/signed-in-hint.ts',
];
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: (id: string) => {
      const path = id.replaceAll('\\', '/');
      return EVERY_PAGE.some((part) => path.includes(`/${part}`));
    },
  },
  // The tier ids with their details: apart, the ids were a file of 0.1 KB on every page.
  // Only these two modules (no state), not what they import.
  {
    name: 'tier-details',
    test: (id: string) =>
      /\/domain\/src\/membership\/(tiers|tier-details)\.ts$/.test(id.replaceAll('\\', '/')),
    includeDependenciesRecursively: false,
  },
  // The swap clock and slots with the day helpers they and the membership rules share
  // (domain core/days.ts): one file, as the bundler made it before the helpers moved to
  // core; apart, days.ts was a file of 0.2 KB of its own on the pages that show a date.
  {
    name: 'swap-slots',
    test: /\/domain\/src\/(orders\/(swap-clock|swap-slots)|core\/days)\.ts$/,
    includeDependenciesRecursively: false,
  },
  // The Auth layer (Firebase app, Auth, reactfire, the app's `@/lib/firebase`) and the
  // Firestore layer (SDK, WebChannel, live reads, converters), each one file instead of
  // eight and six small ones (/admin 290.8 → 287.4 KB). Only the modules named, not what
  // they import. Taken out once (b28e41d) when choosing a bag in the member e2e did not
  // reach the dashboard. Not reproduced on 2026-11-24 (member alone, then member, admin,
  // admin-customers-coupons and swap, each passed), and the built chunks import each
  // other in no cycle, so modules run in the order their imports give. The collection
  // names stay out of the Firestore layer: the visitor pages read over REST use them, and
  // with them in it the Magazine loaded the whole Firestore SDK for a constant (288 KB).
  {
    name: 'firebase',
    test: /\/node_modules\/(@firebase\/(app|util|component|logger|auth)|firebase\/(app|auth)|idb|reactfire|rxjs|use-sync-external-store)\/|\/web\/src\/lib\/firebase\.ts|\/web\/src\/config\/emulators\.ts|\/bundle-stubs\/reactfire/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'firestore',
    test: /\/node_modules\/(@firebase\/(firestore|webchannel-wrapper)|firebase\/firestore)\/|\/bundle-stubs\/re2js|\/web\/src\/lib\/firebase-firestore\.ts|\/web\/src\/lib\/firestore\/(live|converters|ref-makers|queries\/page)\.ts|\/web\/src\/app\/data-providers\.tsx|\/domain\/src\/(core\/(parse-doc|firestore-values)|collections\/converter)\.ts/,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [checkedEnvironment(), reactfireOwnSdks(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    target: 'es2022',
    // The public pages' routes load without preload links (src/config/module-preload.ts).
    modulePreload: {
      resolveDependencies: (file, deps, context) => preloadedDependencies(file, deps, context),
    },
    sourcemap: true,
    // The bag placeholder shows only for a bag without photos: a file fetched then, not
    // bytes in the catalogue's JS for every visitor. Other small assets stay inlined.
    assetsInlineLimit: (file) => (file.endsWith('/bag-placeholder.svg') ? false : undefined),
    // The benchmark reads the manifest to size each route's initial JS and CSS (and the
    // prerender, to find the entry of `/`).
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            // `/` and `/waitlist` hydrate without React Router (src/entry-server.tsx
            // ROUTER_FREE_PAGES).
            'landing-entry': fileURLToPath(new URL('./src/landing-entry.tsx', import.meta.url)),
            'waitlist-entry': fileURLToPath(new URL('./src/waitlist-entry.tsx', import.meta.url)),
          },
          output: { codeSplitting: { groups: CHUNK_GROUPS }, chunkFileNames: chunkFileName },
        },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Which files, and how they run: the root vitest.config.ts (scripts/lib/unit-projects.ts).
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // The longest user-event flows take about 2.5 s here; a shared CI machine can be
    // several times slower, and a hang still fails.
    testTimeout: 15_000,
  },
}));
