/**
 * Signs out of Firebase Auth and clears the navigation's session hint. The site header
 * imports this module on demand (when Sign out is pressed), so the public pages still
 * load without Firebase code.
 */
import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { setSessionHint } from '@/lib/public-data/signed-in-hint';

export async function signOutEverywhere(): Promise<void> {
  await signOut(auth);
  setSessionHint('signed-out');
}
