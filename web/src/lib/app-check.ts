/**
 * App Check tokens, so the functions answer the app's own pages and not a script: the
 * callable client (`@/lib/callable`) sends {@link appCheckToken} with every call but
 * `unsubscribeEmails`. The App Check SDK loads on the first call, installed on the app's
 * Firebase app ({@link installAppCheck}), or on one of its own on a page without Auth.
 *
 * - A deployed site uses reCAPTCHA Enterprise through the App Check SDK
 *   (VITE_APP_CHECK_SITE_KEY). VITE_APP_CHECK_DEBUG_TOKEN turns on the SDK's debug
 *   provider instead, for a developer's machine talking to a real project.
 * - With the emulators (a demo- project, no Google servers), the token is minted here:
 *   the Functions emulator decodes App Check tokens without verifying them, and the
 *   SDK's debug provider would need Google's servers to exchange its token.
 */
import type { FirebaseApp } from 'firebase/app';
import type * as AppCheckSdk from 'firebase/app-check';
import { env, type Env } from '@/config/env';

/** How long a locally minted token says it is valid. */
const LOCAL_TOKEN_TTL_SECONDS = 60 * 60;

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned App Check token for the emulator: the app id as its subject. */
export function localAppCheckToken(appId: string, now: Date = new Date()): string {
  const issuedAt = Math.floor(+now / 1000);
  const payload = {
    iss: 'https://firebaseappcheck.googleapis.com/local',
    sub: appId,
    aud: ['projects/local'],
    iat: issuedAt,
    exp: issuedAt + LOCAL_TOKEN_TTL_SECONDS,
  };
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

const installed = new WeakMap<FirebaseApp, AppCheckSdk.AppCheck>();

/**
 * Installs App Check on `app` once: with the emulators, a provider that mints the local
 * token; else reCAPTCHA Enterprise with the site key, or the SDK's debug provider with a
 * debug token.
 *
 * @throws Error when App Check is not configured outside the emulators
 */
export function installAppCheck(
  sdk: typeof AppCheckSdk,
  app: FirebaseApp,
  config: Env = env,
): AppCheckSdk.AppCheck {
  const existing = installed.get(app);
  if (existing !== undefined) return existing;
  const { siteKey, debugToken } = config.appCheck;
  let provider: AppCheckSdk.CustomProvider | AppCheckSdk.ReCaptchaEnterpriseProvider;
  if (config.useEmulators) {
    provider = new sdk.CustomProvider({
      getToken: () => {
        const now = new Date();
        return Promise.resolve({
          token: localAppCheckToken(config.firebase.appId, now),
          expireTimeMillis: +now + LOCAL_TOKEN_TTL_SECONDS * 1000,
        });
      },
    });
  } else {
    if (siteKey === null && debugToken === null) {
      throw new Error('App Check is not configured: set VITE_APP_CHECK_SITE_KEY');
    }
    if (debugToken !== null) {
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        debugToken;
    }
    // Any provider works with a debug token; the SDK swaps in its debug provider.
    provider = new sdk.ReCaptchaEnterpriseProvider(siteKey ?? 'debug');
  }
  const instance = sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
  installed.set(app, instance);
  return instance;
}

let appCheck: Promise<() => Promise<string>> | null = null;

async function startAppCheck(config: Env): Promise<() => Promise<string>> {
  const [{ getApps, initializeApp }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/app-check'),
  ]);
  const app = getApps()[0] ?? initializeApp(config.firebase);
  const instance = installAppCheck(sdk, app, config);
  return async () => (await sdk.getToken(instance, false)).token;
}

/**
 * An App Check token for one call.
 *
 * @throws Error when App Check is not configured or the provider refuses (the caller
 *   reports the call as failed)
 */
export async function appCheckToken(config: Env = env): Promise<string> {
  if (config.useEmulators) return localAppCheckToken(config.firebase.appId);
  appCheck ??= startAppCheck(config).catch((error: unknown) => {
    appCheck = null;
    throw error;
  });
  return (await appCheck)();
}
