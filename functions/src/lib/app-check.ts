/**
 * App Check on every callable: the web app's own pages (reCAPTCHA Enterprise in a real
 * project, a locally minted token with the emulators) and not a script holding a stolen
 * ID token or an invitation link. The webhook (`onRequest`) is Stripe's and is signed
 * instead. In the emulator the token is decoded but not verified (firebase-functions
 * `skipTokenVerification`), which is why the web app can mint one there.
 */
import { config } from '../config';

/** `options` with App Check enforced: a call without a valid token is `unauthenticated`. */
export function withAppCheck<T extends object>(options: T): T & { enforceAppCheck: boolean } {
  return { ...options, enforceAppCheck: config.enforceAppCheck };
}
