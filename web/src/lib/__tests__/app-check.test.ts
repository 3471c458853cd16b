import { deleteApp, initializeApp } from 'firebase/app';
import * as appCheckSdk from 'firebase/app-check';
import { describe, expect, it } from 'vitest';
import { EMULATOR_DEFAULTS } from '@/config/emulator-defaults';
import { parseEnv } from '@/config/env';
import { appCheckToken, installAppCheck, localAppCheckToken } from '@/lib/app-check';

function payloadOf(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

describe('App Check tokens', () => {
  it('mints an unsigned token for the app with the emulators, which the Functions emulator decodes', async () => {
    const env = parseEnv({ VITE_FIREBASE_APP_ID: '1:123:web:abc' }, EMULATOR_DEFAULTS);
    const token = await appCheckToken(env);
    // The shape firebase-functions accepts: three base64url parts, the last (signature) empty.
    expect(token).toMatch(/^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/);
    expect(payloadOf(token)).toMatchObject({ sub: '1:123:web:abc' });
  });

  it('dates the local token so it expires within the hour', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const payload = payloadOf(localAppCheckToken('app', now));
    expect(payload.exp).toBe(+now / 1000 + 3600);
  });

  it('refuses to call a real project without a reCAPTCHA Enterprise site key', async () => {
    // A deploy build without the key stops at parseEnv; this is the call's own guard.
    const deployed = parseEnv({
      VITE_USE_EMULATORS: 'false',
      VITE_FIREBASE_API_KEY: 'AIza-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'unlimited-prod.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'unlimited-prod',
      VITE_FIREBASE_STORAGE_BUCKET: 'unlimited-prod.firebasestorage.app',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_APP_CHECK_SITE_KEY: 'site-key',
    });
    const env = { ...deployed, appCheck: { siteKey: null, debugToken: null } };
    await expect(appCheckToken(env)).rejects.toThrow(/VITE_APP_CHECK_SITE_KEY/);
  });
});

describe('App Check installed on a Firebase app', () => {
  it('with the emulators, gives the App Check SDK a locally minted token for the app, once per app', async () => {
    const env = parseEnv({ VITE_FIREBASE_APP_ID: '1:123:web:members' }, EMULATOR_DEFAULTS);
    const app = initializeApp(env.firebase, 'app-check-test');
    try {
      const instance = installAppCheck(appCheckSdk, app, env);
      expect(installAppCheck(appCheckSdk, app, env)).toBe(instance);
      const { token } = await appCheckSdk.getToken(instance, false);
      expect(payloadOf(token)).toMatchObject({ sub: '1:123:web:members' });
    } finally {
      await deleteApp(app);
    }
  });

  it('refuses to install in a real project without a site key or debug token', async () => {
    const deployed = parseEnv({
      VITE_USE_EMULATORS: 'false',
      VITE_FIREBASE_API_KEY: 'AIza-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'unlimited-prod.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'unlimited-prod',
      VITE_FIREBASE_STORAGE_BUCKET: 'unlimited-prod.firebasestorage.app',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_APP_CHECK_SITE_KEY: 'site-key',
    });
    // parseEnv already stops a deploy build without the key; this is the installer's guard.
    const env = { ...deployed, appCheck: { siteKey: null, debugToken: null } };
    const app = initializeApp(env.firebase, 'app-check-unconfigured');
    try {
      expect(() => installAppCheck(appCheckSdk, app, env)).toThrow(/VITE_APP_CHECK_SITE_KEY/);
    } finally {
      await deleteApp(app);
    }
  });
});
