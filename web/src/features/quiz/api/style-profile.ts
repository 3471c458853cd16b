/**
 * The member's style profile on their own profile document (`profiles/{uid}.style_profile`):
 * firestore.rules let only the member write it, only with the quiz's own answers, saved at
 * the server time (`isStyleProfileWrite`). No React here (the rules tests run these writes).
 */
import { deleteField, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { styleAnswersSchema, type StyleAnswers } from '@unlimited/domain';
// Relative, not `@/`: the rules tests (tests/rules) import this file without the web's alias.
import { memberProfileRef } from '../../../lib/firestore/queries/profiles';

/** Saves `answers` (checked with the quiz's schema first) as the member's style profile. */
export function saveStyleProfile(db: Firestore, uid: string, answers: StyleAnswers): Promise<void> {
  const checked = styleAnswersSchema.parse(answers);
  return updateDoc(memberProfileRef(db, uid), {
    style_profile: { ...checked, saved_at: serverTimestamp() },
  });
}

/** Clears the member's style profile (the closet's "For you" then asks for the quiz). */
export function clearStyleProfile(db: Firestore, uid: string): Promise<void> {
  return updateDoc(memberProfileRef(db, uid), { style_profile: deleteField() });
}
