import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

describe('web environment', () => {
  it('talks to the emulators for the demo project with no configuration at all', () => {
    const env = parseEnv({});
    expect(env.firebase.projectId).toBe('demo-unlimited');
    expect(env.useEmulators).toBe(true);
  });

  it('talks to the real backend for a real project unless told otherwise', () => {
    const env = parseEnv({
      VITE_FIREBASE_PROJECT_ID: 'unlimited-prod',
      VITE_FIREBASE_API_KEY: 'k',
    });
    expect(env.useEmulators).toBe(false);
    expect(
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'unlimited-prod', VITE_USE_EMULATORS: 'true' })
        .useEmulators,
    ).toBe(true);
  });

  it('refuses a malformed flag with a message naming the variable', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS/);
  });

  it('refuses an empty setting and lists every problem at once', () => {
    expect(() => parseEnv({ VITE_FIREBASE_API_KEY: '', VITE_APP_CHECK_SITE_KEY: '' })).toThrow(
      /VITE_FIREBASE_API_KEY.*VITE_APP_CHECK_SITE_KEY/,
    );
  });

  it('takes App Check settings when given and has none otherwise', () => {
    expect(parseEnv({}).appCheck).toEqual({ siteKey: null, debugToken: null });
    expect(parseEnv({ VITE_APP_CHECK_SITE_KEY: 'site' }).appCheck.siteKey).toBe('site');
  });
});
