import type { ReactNode } from 'react';
import { describeStyleAnswers, type StyleAnswers, type WaitlistSignup } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TierBadge, WaitlistStatusBadge, shortUsDate } from './waitlist-format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-line wrap-anywhere">{children}</dd>
    </div>
  );
}

const orDash = (value: string | null) => (value && value.trim() !== '' ? value : '—');

/** The style quiz answers the visitor sent from `/quiz`, one line a question. */
function StyleQuizAnswers({ answers }: { answers: StyleAnswers | null }) {
  if (answers === null) return <>Did not take the style quiz</>;
  return (
    <ul className="space-y-0.5 whitespace-normal">
      {describeStyleAnswers(answers).map((row) => (
        <li key={row.id}>
          <span className="text-neutral-500">{row.title}</span> {row.answer}
        </li>
      ))}
    </ul>
  );
}

export function SignupDetailsDialog({
  signup,
  onOpenChange,
  onInvite,
  onRevoke,
  busy,
}: {
  signup: WaitlistSignup | null;
  onOpenChange: (open: boolean) => void;
  onInvite: (signupId: string) => void;
  onRevoke: (signupId: string) => void;
  busy: boolean;
}) {
  return (
    <Dialog open={signup !== null} onOpenChange={onOpenChange}>
      {signup && (
        <DialogContent title="Signup Details">
          <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Row label="Full Name">{signup.full_name}</Row>
            <Row label="Email">{signup.email}</Row>
            <Row label="Tier">
              <TierBadge tier={signup.tier} />
            </Row>
            <Row label="Status">
              <WaitlistStatusBadge status={signup.status} />
            </Row>
            <Row label="Zip Code">{orDash(signup.zip_code)}</Row>
            <Row label="Submitted">{shortUsDate(signup.submitted_at)}</Row>
            <div className="sm:col-span-2">
              <Row label="Referred by">{orDash(signup.referred_by_email)}</Row>
            </div>
            <div className="sm:col-span-2">
              <Row label="Why are you excited?">{orDash(signup.excitement_reason)}</Row>
            </div>
            <div className="sm:col-span-2">
              <Row label="Additional Comments">{orDash(signup.comment)}</Row>
            </div>
            <div className="sm:col-span-2">
              <Row label="Style quiz">
                <StyleQuizAnswers answers={signup.style_answers} />
              </Row>
            </div>
            <div className="sm:col-span-2">
              <Row label="Admin Notes">{orDash(signup.notes)}</Row>
            </div>
          </dl>
          {signup.status !== 'converted' && (
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              {signup.status === 'invited' && (
                <Button variant="outline" disabled={busy} onClick={() => onRevoke(signup.id)}>
                  Revoke invitation
                </Button>
              )}
              <Button disabled={busy} onClick={() => onInvite(signup.id)}>
                {signup.status === 'invited' ? 'Resend invitation' : 'Send invitation'}
              </Button>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
