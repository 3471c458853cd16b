import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { TIERS, type Invitation } from '@unlimited/domain';
import { paths } from '@/config/paths';
import { useCustomerInvitation, useInvitationSignup } from '../api/get-customer';
import { Field, Loaded, Section, fieldsClasses } from './section';

const day = (date: Date) => format(date, 'MMM d, yyyy');

const INVITATION_LABELS: Record<Invitation['status'], string> = {
  pending: 'Sent, not used yet',
  accepted: 'Account created, not paid yet',
  converted: 'Paid',
  revoked: 'Revoked',
};

function SignupDetails({ signupId }: { signupId: string }) {
  const signup = useInvitationSignup(signupId);
  return (
    <Loaded result={signup} what="the waitlist signup">
      {(s) =>
        s === undefined ? (
          <p className="text-sm text-neutral-500">The waitlist signup was deleted.</p>
        ) : (
          <dl className={fieldsClasses}>
            <Field label="Joined the waitlist">{day(s.submitted_at)}</Field>
            <Field label="Tier asked for">{TIERS[s.tier].name}</Field>
            {s.excitement_reason && (
              <Field label="Why are you excited?">{s.excitement_reason}</Field>
            )}
            <Field label="Waitlist">
              <Link
                to={`${paths.admin.waitlist}?q=${encodeURIComponent(s.email)}`}
                className="underline underline-offset-2"
              >
                Find in Waitlist
              </Link>
            </Field>
          </dl>
        )
      }
    </Loaded>
  );
}

/** How the member came in: their invitation and the waitlist signup behind it. */
export function CustomerInvitation({ uid }: { uid: string }) {
  const invitations = useCustomerInvitation(uid);
  return (
    <Section id="invitation-heading" title="Invitation">
      <Loaded result={invitations} what="the invitation">
        {(list) => {
          const invitation = list[0];
          if (invitation === undefined) {
            return (
              <p className="text-sm text-neutral-500">
                No invitation: this account was not created from the waitlist.
              </p>
            );
          }
          return (
            <div className="flex flex-col gap-4">
              <dl className={fieldsClasses}>
                <Field label="Status">{INVITATION_LABELS[invitation.status]}</Field>
                <Field label="Invited by">{invitation.invited_by}</Field>
                <Field label="First sent">{day(invitation.created_at)}</Field>
                <Field label="Times sent">{invitation.sent_count}</Field>
                {invitation.accepted_at && (
                  <Field label="Account created">{day(invitation.accepted_at)}</Field>
                )}
                {invitation.converted_at && (
                  <Field label="Paid">{day(invitation.converted_at)}</Field>
                )}
              </dl>
              <SignupDetails signupId={invitation.signup_id} />
            </div>
          );
        }}
      </Loaded>
    </Section>
  );
}
