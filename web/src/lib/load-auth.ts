import type { Auth } from 'firebase/auth';

/**
 * The app's Auth instance (`@/lib/firebase`), loading the Auth SDK the first time. The
 * sign-in pages show their forms before Auth has loaded (`SignInLayout`), so their calls
 * to Auth go through this rather than reactfire's `useAuth`.
 */
export function loadAuth(): Promise<Auth> {
  return import('@/lib/firebase').then((module) => module.auth);
}
