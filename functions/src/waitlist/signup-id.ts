/**
 * New waitlist signups are stored under an id derived from the email's mailbox, so two
 * concurrent submits of one mailbox (however it is spelled: `+tags`, Gmail dots) write the
 * same document and only one create succeeds. The id is a SHA-256 hex digest: it does not
 * show the email in paths or logs.
 */
import { createHash } from 'node:crypto';
import { mailboxKey } from '@unlimited/domain';

/** The signup document id of an email: the digest of its mailbox (see `mailboxKey`). */
export function signupIdForEmail(email: string): string {
  return createHash('sha256').update(mailboxKey(email), 'utf8').digest('hex');
}
