import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/media/use-media-query';

/*
 * Public pages carry no Firebase code, so they cannot ask Auth whether the visitor is
 * signed in. The member area records who is signed in when a session starts (and when its
 * claims change) and clears it on sign out (`setSessionHint`); the site's navigation reads
 * it to choose its links (Log In and Join Waitlist, or Dashboard, Membership, Account and
 * Sign out, plus the back-office for admins). It is only a hint for navigation: every
 * member and admin page still checks the real session (and the server its claims).
 */
export const SIGNED_IN_HINT_KEY = 'unlimited:signed-in';

/** Who the member area last saw signed in, in this browser. */
export type SessionHint = 'signed-out' | 'member' | 'admin';

/** Same-tab changes (the `storage` event only reaches other tabs). */
const CHANGE_EVENT = 'unlimited:session-hint';

/** Whether the member area last recorded a signed-in session in this browser, and whose. */
export function readSessionHint(): SessionHint {
  try {
    const value = window.localStorage.getItem(SIGNED_IN_HINT_KEY);
    if (value === 'admin') return 'admin';
    // '1' is what earlier builds stored for any signed-in person.
    if (value === 'member' || value === '1') return 'member';
    return 'signed-out';
  } catch {
    return 'signed-out';
  }
}

/** Whether someone is signed in, by the hint. */
export function readSignedInHint(): boolean {
  return readSessionHint() !== 'signed-out';
}

/** Records the hint; called by the member area's session, on sign-in and on sign-out. */
export function setSessionHint(hint: SessionHint): void {
  if (readSessionHint() === hint) return;
  try {
    if (hint === 'signed-out') window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
    else window.localStorage.setItem(SIGNED_IN_HINT_KEY, hint);
  } catch {
    // Storage unavailable: the navigation shows the signed-out links; the member pages
    // still work (/login sends a signed-in member onwards).
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Records a sign-in (as a member until the session reads the claims, which keeps an
 * admin's hint) or a sign-out.
 */
export function setSignedInHint(signedIn: boolean): void {
  if (!signedIn) setSessionHint('signed-out');
  else if (readSessionHint() === 'signed-out') setSessionHint('member');
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SIGNED_IN_HINT_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The hint for rendering: signed out in the prerendered HTML and while hydrating, then
 * read, and followed as the session changes (in this tab or another).
 */
export function useSessionHint(): SessionHint {
  return useSyncExternalStore(subscribe, readSessionHint, () => 'signed-out');
}

/** Whether someone is signed in, by {@link useSessionHint}. */
export function useSignedInHint(): boolean {
  return useSessionHint() !== 'signed-out';
}

/** The attribute that marks markup shown to a visitor only: see {@link useVisitorOnly}. */
export const VISITOR_ONLY_ATTRIBUTE = 'data-visitor-only';

/**
 * Props for markup shown only to a visitor (Log In, Join Waitlist, the public links),
 * rendered where the hint says signed out. The prerendered HTML (and React's hydration of
 * it) is a visitor's, so there they carry `data-visitor-only`: where index.html's head
 * script found someone signed in, index.css hides that markup from the first paint,
 * keeping its room, until the app has read the hint and renders theirs. No signed-out
 * header flashes for a member, and a visitor's page is whole before any script runs.
 */
export function useVisitorOnly(): { [VISITOR_ONLY_ATTRIBUTE]?: '' } {
  return useHydrated() ? {} : { [VISITOR_ONLY_ATTRIBUTE]: '' };
}
