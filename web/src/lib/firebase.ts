import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorOrigins } from '@/config/emulators';
import { env } from '@/config/env';
import { shareLoadedAuth } from '@/lib/session/loaded-auth';

/*
 * The Firebase app and Auth, initialised once at module level and handed to reactfire's
 * providers with `sdk=` (connecting emulators inside a component breaks under
 * StrictMode). Every member and admin route signs in, so they all load this; Firestore and
 * Storage have their own modules (`@/lib/firebase-firestore`, `-storage`), loaded only by
 * the routes that use them, and callables go over plain HTTPS (`@/lib/callable`, which
 * sends the ID token of this Auth). Public pages load none of these.
 */
export const firebaseApp = initializeApp(env.firebase);
/**
 * `getAuth` with the same persistence, minus the popup/redirect resolver: the app signs in
 * with email and password only, and the resolver is the part of Auth it would never run.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectAuthEmulator(auth, `http://${host}:${ports.auth.port}`, { disableWarnings: true });
}

shareLoadedAuth(auth);
