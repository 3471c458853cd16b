/**
 * The user's token-refresh marker. The claims trigger writes `refresh_time` after
 * changing the user's custom claims; the client listens to this document and then
 * force-refreshes its ID token. firestore.rules lets the user (document id == uid) read it.
 */
import type { DocumentReference, Firestore } from 'firebase/firestore';
import type { UserMetadata } from '@unlimited/domain';
import { userMetadataDoc } from '../refs/metadata';

/** The signed-in user's own `metadata/{uid}`; missing until their claims first change. */
export function userMetadataRef(db: Firestore, uid: string): DocumentReference<UserMetadata> {
  return userMetadataDoc(db, uid);
}
