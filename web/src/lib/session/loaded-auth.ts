/**
 * The app's Auth instance once a page has loaded it (`@/lib/firebase` shares it here), so
 * the callable client (`@/lib/callable`) can send the signed-in user's ID token without
 * loading Auth on the public pages, which never sign anyone in. Null until then.
 */

/** The part of Firebase Auth the callable client uses. */
export interface LoadedAuth {
  authStateReady(): Promise<void>;
  readonly currentUser: { getIdToken(): Promise<string> } | null;
}

let loaded: LoadedAuth | null = null;

/** Records the app's Auth; called once by `@/lib/firebase` (and by tests). */
export function shareLoadedAuth(auth: LoadedAuth | null): void {
  loaded = auth;
}

/** The app's Auth if a page has loaded it, else null. */
export function loadedAuth(): LoadedAuth | null {
  return loaded;
}
