/**
 * Stands in for the Firebase SDK functions reactfire imports for hooks this app never
 * calls (web/vite.config.ts points reactfire's imports of `firebase/database`,
 * `firebase/remote-config`, `firebase/firestore`, `firebase/functions` and
 * `firebase/storage` here, in builds only). reactfire imports every product at the top of
 * its one module (an open upstream issue), which put the Realtime Database, Remote Config
 * and Installations SDKs in every member page, and Firestore, Functions and Storage in
 * pages that use none of them.
 *
 * The app takes only reactfire's providers, `useAuth`/`useFirestore`/`useFunctions`/
 * `useStorage` (context reads) and its Auth hooks (`useUser`, `useIdTokenResult`,
 * `useSigninCheck`); it reads Firestore through `@/lib/firestore/live`, never through
 * reactfire's Firestore, Storage, Database, Remote Config or callable hooks. Should one of
 * those ever be used, it fails loudly here instead of silently doing nothing.
 */
function unavailable(name: string): never {
  throw new Error(
    `${name} is not bundled for reactfire: read Firestore with @/lib/firestore/live and ` +
      'call the SDKs directly (web/vite.config.ts, reactfireOwnSdks)',
  );
}

const stub =
  (name: string) =>
  (..._args: unknown[]): never =>
    unavailable(name);

// firebase/database
export const get = stub('get');
export const off = stub('off');
export const onChildAdded = stub('onChildAdded');
export const onChildChanged = stub('onChildChanged');
export const onChildMoved = stub('onChildMoved');
export const onChildRemoved = stub('onChildRemoved');
export const onValue = stub('onValue');
// firebase/firestore
export const onSnapshot = stub('onSnapshot');
export const queryEqual = stub('queryEqual');
// firebase/functions
export const httpsCallable = stub('httpsCallable');
// firebase/remote-config
export const ensureInitialized = stub('ensureInitialized');
export const getAll = stub('getAll');
export const getBoolean = stub('getBoolean');
export const getNumber = stub('getNumber');
export const getString = stub('getString');
export const getValue = stub('getValue');
// firebase/storage
export const getDownloadURL = stub('getDownloadURL');
export const ref = stub('ref');
