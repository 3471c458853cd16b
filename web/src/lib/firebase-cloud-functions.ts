import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorOrigins } from '@/config/emulators';
import { env } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

/** Cloud Functions, for the routes that call them (see `@/lib/firebase`). */
export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectFunctionsEmulator(functions, host, ports.functions.port);
}
