/**
 * The app's one sign-out, for every place that offers it (the site's header and phone
 * menu, Account Settings, the admin header and its "Not authorised" page, an invitee
 * signed in with another account) and for the admin sign-in that turns a non-admin away:
 * signs out of Firebase Auth, then clears what this browser keeps about who is signed in
 * (the navigation's session hint, `@/lib/public-data/signed-in-hint`). Everything else
 * the app holds for a user lives in the session and its pages, which follow Auth.
 *
 * Pages without Firebase code import this module on demand (when Sign out is pressed).
 *
 * @throws whatever Auth throws (the hint is then kept: the person is still signed in)
 */
import { signOut as signOutOfAuth } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { setSessionHint } from '@/lib/public-data/signed-in-hint';

export async function signOut(): Promise<void> {
  await signOutOfAuth(auth);
  setSessionHint('signed-out');
}
