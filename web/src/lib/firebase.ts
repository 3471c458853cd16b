import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorOrigins } from '@/config/emulators';
import { env } from '@/config/env';

/*
 * The Firebase SDKs are initialised once, at module level, and handed to reactfire's
 * providers with `sdk=` (connecting emulators inside a component breaks under
 * StrictMode). Only member and admin route modules import this file, so the public
 * pages ship without Firebase code.
 */
export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, env.functionsRegion);
export const storage = getStorage(firebaseApp);
// An upload that cannot reach Storage gives up after a minute instead of the SDK's ten.
storage.maxUploadRetryTime = 60_000;

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectAuthEmulator(auth, `http://${host}:${ports.auth.port}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, host, ports.firestore.port);
  connectFunctionsEmulator(functions, host, ports.functions.port);
  connectStorageEmulator(storage, host, ports.storage.port);
}
