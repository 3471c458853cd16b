import { z } from 'zod';

/**
 * The web app's environment, validated once. Every value has a default for the local
 * `demo-unlimited` emulator project, so `npm start` needs no .env file; a deployment sets
 * the VITE_FIREBASE_* values of the real project and VITE_USE_EMULATORS=false.
 */
const envSchema = z
  .object({
    VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-unlimited.firebaseapp.com'),
    VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-unlimited'),
    VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).default('demo-unlimited.appspot.com'),
    VITE_FIREBASE_APP_ID: z.string().min(1).default('demo-app-id'),
    VITE_FIREBASE_FUNCTIONS_REGION: z.string().min(1).default('us-central1'),
    VITE_USE_EMULATORS: z.enum(['true', 'false']).optional(),
    VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
    VITE_APP_CHECK_SITE_KEY: z.string().min(1).optional(),
    VITE_APP_CHECK_DEBUG_TOKEN: z.string().min(1).optional(),
  })
  .transform((raw) => ({
    firebase: {
      apiKey: raw.VITE_FIREBASE_API_KEY,
      authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: raw.VITE_FIREBASE_PROJECT_ID,
      storageBucket: raw.VITE_FIREBASE_STORAGE_BUCKET,
      appId: raw.VITE_FIREBASE_APP_ID,
    },
    functionsRegion: raw.VITE_FIREBASE_FUNCTIONS_REGION,
    // A demo- project has no cloud backend, so it always talks to the emulators.
    useEmulators:
      raw.VITE_USE_EMULATORS === 'true' ||
      (raw.VITE_USE_EMULATORS === undefined && raw.VITE_FIREBASE_PROJECT_ID.startsWith('demo-')),
    emulatorHost: raw.VITE_EMULATOR_HOST,
    /** App Check for the calls anyone may make (see lib/app-check). */
    appCheck: {
      siteKey: raw.VITE_APP_CHECK_SITE_KEY ?? null,
      debugToken: raw.VITE_APP_CHECK_DEBUG_TOKEN ?? null,
    },
  }));

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws with every problem listed. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
