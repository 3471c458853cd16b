import { describe, expect, it } from 'vitest';
import { EMULATOR_DEFAULTS } from '@/config/emulator-defaults';
import { parseEnv } from '@/config/env';

/** A deploy build's complete environment for the project `unlimited-prod`. */
const DEPLOY = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'unlimited-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'unlimited-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'unlimited-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_APP_CHECK_SITE_KEY: 'site-key',
};

describe('web environment', () => {
  it('talks to the emulators for the demo project with no configuration at all', () => {
    const env = parseEnv({}, EMULATOR_DEFAULTS);
    expect(env.firebase.projectId).toBe('demo-unlimited');
    expect(env.useEmulators).toBe(true);
    expect(env.emulatorHost).toBe('127.0.0.1');
  });

  it('builds for a real project only when told it is a deploy build, with its config', () => {
    const env = parseEnv(DEPLOY, EMULATOR_DEFAULTS);
    expect(env.useEmulators).toBe(false);
    expect(env.firebase.projectId).toBe('unlimited-prod');
    expect(env.functionsRegion).toBe('us-central1');
    expect(
      parseEnv(
        { VITE_FIREBASE_PROJECT_ID: 'unlimited-prod', VITE_USE_EMULATORS: 'true' },
        EMULATOR_DEFAULTS,
      ).useEmulators,
    ).toBe(true);
    expect(() =>
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'unlimited-prod' }, EMULATOR_DEFAULTS),
    ).toThrow(/VITE_USE_EMULATORS is not set for project "unlimited-prod"/);
  });

  it('refuses a deploy build that lacks any of the project config, naming each', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'false' }, EMULATOR_DEFAULTS)).toThrow(
      /VITE_FIREBASE_API_KEY is missing.*VITE_FIREBASE_PROJECT_ID is missing.*VITE_APP_CHECK_SITE_KEY is missing/,
    );
  });

  it('refuses a deploy build for a demo- project and one without the App Check site key', () => {
    expect(() =>
      parseEnv({ ...DEPLOY, VITE_FIREBASE_PROJECT_ID: 'demo-unlimited' }, EMULATOR_DEFAULTS),
    ).toThrow(/never uses a demo- project/);
    const withoutKey = { ...DEPLOY, VITE_APP_CHECK_SITE_KEY: undefined };
    expect(() => parseEnv(withoutKey)).toThrow(/VITE_APP_CHECK_SITE_KEY is missing/);
  });

  it('refuses a malformed flag with a message naming the variable', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' }, EMULATOR_DEFAULTS)).toThrow(
      /VITE_USE_EMULATORS/,
    );
  });

  it('refuses an empty setting and lists every problem at once', () => {
    expect(() =>
      parseEnv({ VITE_FIREBASE_API_KEY: '', VITE_APP_CHECK_SITE_KEY: '' }, EMULATOR_DEFAULTS),
    ).toThrow(/VITE_FIREBASE_API_KEY.*VITE_APP_CHECK_SITE_KEY/);
  });

  it('takes App Check settings when given and has none otherwise', () => {
    expect(parseEnv({}, EMULATOR_DEFAULTS).appCheck).toEqual({ siteKey: null, debugToken: null });
    expect(parseEnv({ VITE_APP_CHECK_SITE_KEY: 'site' }, EMULATOR_DEFAULTS).appCheck.siteKey).toBe(
      'site',
    );
  });
});
