import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/*
 * The prerendered `/bags`'s early script (src/bags-entry.ts) as one self-contained file,
 * built after the app (`npm run build`) into the same dist: it runs before the app and
 * apart from it, so one request brings all of it (split the app's way it came as 17
 * files, which on a slow connection held back the page's first paint). It shares its
 * state with the app through `window` (`features/bags/api/public-first-page.ts`), not
 * through shared modules. prerender.mjs finds it in `.vite/early-manifest.json`.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: false,
    manifest: '.vite/early-manifest.json',
    // The bag placeholder's address must be the app's (vite.config.ts), for the cards to match.
    assetsInlineLimit: (file) => (file.endsWith('/bag-placeholder.svg') ? false : undefined),
    rolldownOptions: {
      input: { 'bags-entry': fileURLToPath(new URL('./src/bags-entry.ts', import.meta.url)) },
      output: { codeSplitting: false },
    },
  },
});
