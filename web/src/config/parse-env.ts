/**
 * The web app's environment: the `VITE_*` values a build is given, checked and shaped.
 * Every value has a default for the local `demo-unlimited` emulator project, so `npm start`
 * needs no .env file; a deployment sets the VITE_FIREBASE_* values of the real project and
 * VITE_USE_EMULATORS=false. Plain checks, no schema library: every page loads this, and
 * the build runs the same check on its own environment (vite.config.ts), so a bad value
 * stops the build before it can reach a browser.
 */

const DEFAULTS = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-unlimited.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-unlimited',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-unlimited.appspot.com',
  VITE_FIREBASE_APP_ID: 'demo-app-id',
  VITE_FIREBASE_FUNCTIONS_REGION: 'us-central1',
  VITE_EMULATOR_HOST: '127.0.0.1',
} as const;

export interface Env {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    appId: string;
  };
  functionsRegion: string;
  useEmulators: boolean;
  emulatorHost: string;
  /** App Check for the calls anyone may make (see lib/app-check). */
  appCheck: { siteKey: string | null; debugToken: string | null };
}

/** Parses an environment record; throws with every problem listed. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const problems: string[] = [];
  /** A non-empty string, or `fallback` when the variable is not set. */
  const text = <T extends string | null>(name: string, fallback: T): string | T => {
    const value = raw[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'string') problems.push(`${name}: expected a string`);
    else if (value.length === 0) problems.push(`${name}: must not be empty`);
    else return value;
    return fallback;
  };
  const setting = (name: keyof typeof DEFAULTS) => text(name, DEFAULTS[name]);

  const projectId = setting('VITE_FIREBASE_PROJECT_ID');
  const flag = raw.VITE_USE_EMULATORS;
  if (flag !== undefined && flag !== 'true' && flag !== 'false') {
    problems.push('VITE_USE_EMULATORS: expected "true" or "false"');
  }
  const env: Env = {
    firebase: {
      apiKey: setting('VITE_FIREBASE_API_KEY'),
      authDomain: setting('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId,
      storageBucket: setting('VITE_FIREBASE_STORAGE_BUCKET'),
      appId: setting('VITE_FIREBASE_APP_ID'),
    },
    functionsRegion: setting('VITE_FIREBASE_FUNCTIONS_REGION'),
    // A demo- project has no cloud backend, so it always talks to the emulators.
    useEmulators: flag === 'true' || (flag === undefined && projectId.startsWith('demo-')),
    emulatorHost: setting('VITE_EMULATOR_HOST'),
    appCheck: {
      siteKey: text('VITE_APP_CHECK_SITE_KEY', null),
      debugToken: text('VITE_APP_CHECK_DEBUG_TOKEN', null),
    },
  };
  if (problems.length > 0) throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  return env;
}
