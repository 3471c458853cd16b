/**
 * Stands in for `re2js` inside the Firestore SDK (web/vite.config.ts, builds only).
 * Firestore 12 imports re2js (≈ 44 KB gzip) for one thing: evaluating the `like`,
 * `regexContains` and `regexMatch` functions of Pipeline queries on the client. The app
 * runs no Pipeline queries (only ordinary queries and listeners), and no setting of the
 * full SDK leaves it out; `firebase/firestore/lite` does, but has no listeners or cache,
 * which the member and admin pages live on. Should a pipeline with a regex ever run, it
 * fails loudly here.
 */
export const RE2JS = {
  compile(): never {
    throw new Error(
      'Firestore pipeline regex functions are not bundled (web/vite.config.ts, re2js stub)',
    );
  },
};
