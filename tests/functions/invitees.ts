/**
 * Waitlist signups on their way to membership, for the functions integration suite: the
 * pending signup an admin invites, the invitation emails in the outbox with the token of
 * each link, and the account an invitee creates (beside helpers.ts, which is long enough).
 */
import { adminDb } from './helpers';

/** Writes a pending waitlist signup, as the waitlist form stores one, for an admin to invite. */
export async function addPendingSignup(
  id: string,
  email: string,
  { fullName = 'Nora Vance', tier = 'elite' }: { fullName?: string; tier?: string } = {},
): Promise<void> {
  await adminDb()
    .collection('waitlist_signups')
    .doc(id)
    .set({
      full_name: fullName,
      email,
      tier,
      zip_code: null,
      excitement_reason: null,
      comment: null,
      status: 'pending',
      submitted_at: new Date('2026-10-01T00:00:00Z'),
      notes: null,
      updated_at: new Date('2026-10-01T00:00:00Z'),
      source: 'web',
    });
}

/** The invitation emails sent for `signupId`, oldest first, with the token of each link. */
export async function invitationMails(signupId: string) {
  const snap = await adminDb().collection('mail').where('meta.signup_id', '==', signupId).get();
  return snap.docs
    .map((doc) => doc.data() as { to: string; message: { text: string }; created_at: unknown })
    .map((mail) => ({
      ...mail,
      token: /account-creation\?invite=([A-Za-z0-9_-]+)/.exec(mail.message.text)?.[1] ?? '',
    }));
}

/** What an invitee sends `acceptInvitation` besides the token: name, password and address. */
export function inviteeAccount(firstName: string, lastName: string, password: string) {
  return {
    first_name: firstName,
    last_name: lastName,
    password,
    shipping_address: {
      full_name: `${firstName} ${lastName}`,
      line1: '12 Grove Street',
      city: 'Boston',
      state: 'MA',
      postal_code: '02114',
    },
  };
}
