import { useState } from 'react';
import { readSignedInHint } from '@/lib/public-data/signed-in-hint';
import type { SessionStatus } from './session';

/**
 * Whether a sign-in page should show its loader instead of its form: while the session is
 * first loading, and only when the navigation hint says someone is signed in here (who is
 * then sent on without seeing the form). Anyone else gets the form at once, before Auth
 * has loaded. Once the session has been known, later loading (the claims of someone who
 * just signed in) keeps the form on screen, with what it says.
 */
export function useWaitForSession(status: SessionStatus): boolean {
  const [waiting, setWaiting] = useState(readSignedInHint);
  if (waiting && status !== 'loading') setWaiting(false);
  return waiting && status === 'loading';
}
