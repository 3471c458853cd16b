import type { EmulatorDefaults } from '@/config/parse-env';

/**
 * The local `demo-unlimited` emulator project's web config: what an emulator build takes
 * for every value it is not given. A deploy build (VITE_USE_EMULATORS=false) never imports
 * it (see env.ts), so none of it reaches a deployed bundle.
 */
export const EMULATOR_DEFAULTS: EmulatorDefaults = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-unlimited.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-unlimited',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-unlimited.appspot.com',
  VITE_FIREBASE_APP_ID: 'demo-app-id',
  VITE_FIREBASE_FUNCTIONS_REGION: 'us-central1',
  VITE_EMULATOR_HOST: '127.0.0.1',
};
