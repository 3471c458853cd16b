import * as appCheckSdk from 'firebase/app-check';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorOrigins } from '@/config/emulators';
import { env } from '@/config/env';
import { installAppCheck } from '@/lib/app-check';
import { firebaseApp } from '@/lib/firebase';

// Every callable requires App Check: the SDK sends the token of the app's instance.
installAppCheck(appCheckSdk, firebaseApp);

/** Cloud Functions, for the routes that call them (see `@/lib/firebase`). */
export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectFunctionsEmulator(functions, host, ports.functions.port);
}
