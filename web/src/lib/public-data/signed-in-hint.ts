import { useSyncExternalStore } from 'react';

/*
 * Public pages carry no Firebase code, so they cannot ask Auth whether the visitor is
 * signed in. The member area sets this hint when a session starts and clears it on sign
 * out (`setSignedInHint`); the public navigation only uses it to pick where Account
 * leads (/dashboard or /login). /dashboard still checks the real session itself.
 */
export const SIGNED_IN_HINT_KEY = 'unlimited:signed-in';

/** Whether the member area last recorded a signed-in session in this browser. */
export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records (or clears) the hint; called by the member area on sign-in and sign-out. */
export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage unavailable: Account falls back to /login, which redirects members onwards.
  }
}

const noSubscription = () => () => {};

/** The hint for rendering: false in the prerendered HTML and while hydrating, then read. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(noSubscription, readSignedInHint, () => false);
}
