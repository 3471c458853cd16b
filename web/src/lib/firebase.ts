import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulatorOrigins } from '@/config/emulators';
import { env } from '@/config/env';

/*
 * The Firebase app and Auth, initialised once at module level and handed to reactfire's
 * providers with `sdk=` (connecting emulators inside a component breaks under
 * StrictMode). Every member and admin route signs in, so they all load this; Firestore,
 * Functions and Storage have their own modules (`@/lib/firebase-firestore`,
 * `-cloud-functions`, `-storage`), loaded only by the routes that use them. Public pages load
 * none of these.
 */
export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectAuthEmulator(auth, `http://${host}:${ports.auth.port}`, { disableWarnings: true });
}
