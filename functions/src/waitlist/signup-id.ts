/**
 * New waitlist signups are stored under an id derived from the normalised email, so two
 * concurrent submits of one email write the same document and only one create succeeds.
 * The id is a SHA-256 hex digest: it does not show the email in paths or logs.
 */
import { createHash } from 'node:crypto';
import { normaliseEmail } from '@unlimited/domain';

/** The signup document id of an email (trimmed and lower-cased first). */
export function signupIdForEmail(email: string): string {
  return createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');
}
