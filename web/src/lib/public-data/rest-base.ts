// Only the emulators' part: Vite keeps the rest of firebase.json (CSP and all) out.
import { emulators } from '../../../../firebase.json';
import type { Env } from '@/config/env';

export type RestConfig = Pick<Env, 'useEmulators' | 'emulatorHost' | 'firebase'>;

/**
 * The origin of the Firestore REST API the public pages read with plain fetch: the local
 * emulator, or production. The flag Vite writes in drops the emulator branch from a
 * deploy build.
 */
export function firestoreRestOrigin(config: RestConfig): string {
  return import.meta.env.VITE_USE_EMULATORS !== 'false' && config.useEmulators
    ? `http://${config.emulatorHost}:${emulators.firestore.port}`
    : 'https://firestore.googleapis.com';
}

/** The REST address of the default database's documents (`…/documents`). */
export function firestoreRestDocuments(config: RestConfig): string {
  return `${firestoreRestOrigin(config)}/v1/projects/${config.firebase.projectId}/databases/(default)/documents`;
}

/**
 * The `fetch` options of a `runQuery` (a POST of JSON) that the browser sends as a CORS
 * "simple request": the body is labelled `text/plain`, which Firestore reads as JSON all
 * the same (the Firebase SDK sends its REST calls so), and no header outside the CORS
 * safelist is set. A `application/json` label would make the browser ask the API's
 * permission first (a preflight `OPTIONS`): one more round trip before a visitor's first
 * bags, on a phone network the longest wait of the page.
 */
export function restQueryInit(body: unknown, signal?: AbortSignal): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Accept: 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  };
}
