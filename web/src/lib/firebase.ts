import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import firebaseJson from '../../../firebase.json';
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

if (env.useEmulators) {
  const ports = firebaseJson.emulators;
  const host = env.emulatorHost;
  connectAuthEmulator(auth, `http://${host}:${ports.auth.port}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, host, ports.firestore.port);
  connectFunctionsEmulator(functions, host, ports.functions.port);
  connectStorageEmulator(storage, host, ports.storage.port);
}
