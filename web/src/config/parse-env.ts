/**
 * The web app's environment: the `VITE_*` values a build is given, checked and shaped.
 * Two kinds of build, never mixed:
 * - **Emulator builds** (`npm start`, the tests; `VITE_USE_EMULATORS` unset or "true"): every
 *   value has a default for the local `demo-unlimited` project (`emulator-defaults.ts`), so
 *   no .env file is needed.
 * - **Deploy builds** (`VITE_USE_EMULATORS=false`, as `scripts/build-hosting.mjs`, Hosting's
 *   predeploy, sets it): every Firebase value of the target project and the App Check site
 *   key must be given, a `demo-` project is refused, and the emulator defaults and addresses
 *   are left out of the bundle.
 * Plain checks, no schema library: every page loads this, and the build runs the same check
 * on its own environment (vite.config.ts), so a bad value stops the build before it can
 * reach a browser.
 */

/** The Firebase web config values, each required in a deploy build. */
type FirebaseKey =
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_STORAGE_BUCKET'
  | 'VITE_FIREBASE_APP_ID';

/** What an emulator build takes for each value it is not given. */
export type EmulatorDefaults = Readonly<
  Record<FirebaseKey | 'VITE_FIREBASE_FUNCTIONS_REGION' | 'VITE_EMULATOR_HOST', string>
>;

const DEPLOY_DEFAULTS = { VITE_FIREBASE_FUNCTIONS_REGION: 'us-central1' } as const;

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

/**
 * Parses an environment record; throws with every problem listed. `emulatorDefaults` are
 * the demo project's values (null in a deploy build, which must name them all).
 */
export function parseEnv(
  raw: Record<string, unknown>,
  emulatorDefaults: EmulatorDefaults | null = null,
): Env {
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

  const flag = raw.VITE_USE_EMULATORS;
  if (flag !== undefined && flag !== 'true' && flag !== 'false') {
    problems.push('VITE_USE_EMULATORS: expected "true" or "false"');
  }
  const deploy = flag === 'false';
  const defaults: Partial<EmulatorDefaults> = deploy ? DEPLOY_DEFAULTS : (emulatorDefaults ?? {});
  const setting = (name: keyof EmulatorDefaults): string => {
    const value = text(name, defaults[name] ?? null);
    if (value !== null) return value;
    if (deploy && name !== 'VITE_EMULATOR_HOST') {
      problems.push(
        `${name} is missing: a deploy build needs the target project's Firebase config`,
      );
    } else if (!deploy) {
      problems.push(`${name} is missing`);
    }
    return '';
  };

  const firebase = {
    apiKey: setting('VITE_FIREBASE_API_KEY'),
    authDomain: setting('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: setting('VITE_FIREBASE_PROJECT_ID'),
    storageBucket: setting('VITE_FIREBASE_STORAGE_BUCKET'),
    appId: setting('VITE_FIREBASE_APP_ID'),
  };
  const { projectId } = firebase;
  if (deploy && projectId.startsWith('demo-')) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${projectId}": a deploy build never uses a demo- project`,
    );
  }
  if (!deploy && flag === undefined && projectId !== '' && !projectId.startsWith('demo-')) {
    problems.push(
      `VITE_USE_EMULATORS is not set for project "${projectId}": set it to "false" for a deploy build or "true" to use the emulators`,
    );
  }
  const siteKey = text('VITE_APP_CHECK_SITE_KEY', null);
  if (deploy && siteKey === null) {
    problems.push(
      'VITE_APP_CHECK_SITE_KEY is missing: the waitlist needs the App Check (reCAPTCHA Enterprise) site key',
    );
  }
  const env: Env = {
    firebase,
    functionsRegion: setting('VITE_FIREBASE_FUNCTIONS_REGION'),
    useEmulators: !deploy,
    emulatorHost: deploy ? '' : setting('VITE_EMULATOR_HOST'),
    appCheck: {
      siteKey,
      debugToken: text('VITE_APP_CHECK_DEBUG_TOKEN', null),
    },
  };
  if (problems.length > 0) throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  return env;
}
