/**
 * The member's profile document. firestore.rules lets the member read, create and update
 * their own (profile fields only, within PROFILE_LIMITS) and admins read it.
 */
import type { DocumentReference, Firestore } from 'firebase/firestore';
import type { Profile } from '@unlimited/domain';
import { profileDoc } from '../refs/profiles';

/** The signed-in member's own profile (`profiles/{uid}`); may not exist yet. */
export function memberProfileRef(db: Firestore, uid: string): DocumentReference<Profile> {
  return profileDoc(db, uid);
}
