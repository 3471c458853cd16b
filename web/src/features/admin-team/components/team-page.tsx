import { format } from 'date-fns';
import { ShieldAlert, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  inviteStaffInputSchema,
  isStaffRole,
  type StaffRole,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ListCard } from '@/components/ui/list-card';
import { useRoleMay } from '@/lib/session/staff-role';
import { callableErrorMessage } from '@/lib/callable';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/toast';
import {
  useChangeStaffRole,
  useInviteStaff,
  usePendingStaffInvitations,
  useRemoveStaff,
  useRevokeStaffInvitation,
  useStaff,
  type StaffMember,
} from '../api/team';

const ROW_GRID =
  'md:grid-cols-[minmax(8rem,1fr)_minmax(10rem,1.4fr)_minmax(9rem,11rem)_minmax(6rem,8rem)_6.5rem]';

/** Shown instead of the Team page to staff who are not owners. */
export function OwnerOnly() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-neutral-500" />
      <h2 className="font-display text-2xl">Only an owner can manage the team</h2>
      <p className="text-neutral-600 dark:text-neutral-400">
        Your role does not include inviting staff or changing roles. Ask an owner if something about
        the team needs to change.
      </p>
    </div>
  );
}

function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteStaffInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the email and the role.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await invite(parsed.data);
      toast.success(`Invitation sent to ${parsed.data.email}`);
      setEmail('');
    } catch (failure) {
      setError(callableErrorMessage(failure, 'Failed to send the invitation. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <h2 id="invite-heading" className="font-display text-xl">
        Invite staff
      </h2>
      <p id={hintId} className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
        They receive an email with a link to join; the role applies once they accept. The link works
        once, for 7 days.
      </p>
      <form
        noValidate
        aria-describedby={hintId}
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] md:items-start"
      >
        <InputField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => isStaffRole(event.target.value) && setRole(event.target.value)}
          hint={STAFF_ROLE_DESCRIPTIONS[role]}
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={busy} className="md:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {busy ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      <FormAlert>{error}</FormAlert>
    </section>
  );
}

function RemoveDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const remove = useRemoveStaff();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async (target: StaffMember) => {
    setBusy(true);
    setError(null);
    try {
      await remove(target.uid);
      toast.success(`${target.email} removed from the team`);
      onClose();
    } catch (failure) {
      setError(callableErrorMessage(failure, 'Failed to remove them. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      {member && (
        <DialogContent
          title="Remove from the team"
          description={`${member.email} loses access to the back-office at once. Their account stays; invite them again to bring them back.`}
        >
          <FormAlert>{error}</FormAlert>
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void confirm(member)}>
              {busy ? 'Removing...' : 'Remove'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function RoleSelect({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const change = useChangeStaffRole();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const onChange = async (role: StaffRole) => {
    setBusy(true);
    setError(null);
    try {
      await change(member.uid, role);
      toast.success(`${member.email} is now ${STAFF_ROLE_LABELS[role]}`);
    } catch (failure) {
      setError(callableErrorMessage(failure, 'Failed to change the role. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col gap-1">
      <select
        aria-label={`Role of ${member.email}${isSelf ? ' (you)' : ''}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        value={member.role}
        disabled={busy}
        onChange={(event) => isStaffRole(event.target.value) && void onChange(event.target.value)}
        className="w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-60 dark:border-neutral-700 dark:bg-neutral-950"
      >
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {STAFF_ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </span>
  );
}

function StaffList() {
  const staff = useStaff();
  const session = useSession();
  const selfUid = session.status === 'signed-in' ? session.user.uid : null;
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const members = [...(staff.data ?? [])].sort(
    (a, b) =>
      (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0) || a.email.localeCompare(b.email),
  );
  return (
    <ListCard
      headingId="staff-heading"
      title="Staff"
      what="staff"
      status={staff.status}
      count={members.length}
      empty="No staff yet. Invite someone above."
    >
      <div
        aria-hidden="true"
        className={`hidden gap-3 border-b border-neutral-200 pb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase md:grid ${ROW_GRID} dark:border-neutral-800`}
      >
        <span>Name</span>
        <span>Email</span>
        <span>Role</span>
        <span>Since</span>
        <span />
      </div>
      <ul aria-label="Staff" className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {members.map((member) => {
          const isSelf = member.uid === selfUid;
          return (
            <li
              key={member.uid}
              aria-label={member.email}
              className={`grid gap-2 py-3 md:items-center md:gap-3 ${ROW_GRID}`}
            >
              <span className="font-medium break-words">
                {member.name ?? '—'}
                {isSelf && <span className="ml-2 text-xs text-neutral-500">(you)</span>}
              </span>
              <span className="text-sm break-all text-neutral-700 dark:text-neutral-300">
                {member.email}
              </span>
              <RoleSelect member={member} isSelf={isSelf} />
              <span className="text-sm text-neutral-600 dark:text-neutral-400">
                <span className="md:sr-only">Since </span>
                {member.since ? format(member.since, 'MMM d, yyyy') : '—'}
              </span>
              <span>
                {!isSelf && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${member.email}`}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </ListCard>
  );
}

function InvitationList() {
  const invitations = usePendingStaffInvitations();
  const revoke = useRevokeStaffInvitation();
  const [now] = useState(() => new Date());
  const [busyId, setBusyId] = useState<string | null>(null);
  const rows = [...(invitations.data ?? [])].sort(
    (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
  );
  const onRevoke = async (id: string, email: string) => {
    setBusyId(id);
    try {
      await revoke(id);
      toast.success(`Invitation to ${email} revoked`);
    } catch (failure) {
      toast.error(
        callableErrorMessage(failure, 'Failed to revoke the invitation. Please try again.'),
      );
    } finally {
      setBusyId(null);
    }
  };
  return (
    <ListCard
      headingId="invitations-heading"
      title="Open invitations"
      what="invitations"
      status={invitations.status}
      count={rows.length}
      empty="No open invitations."
    >
      <ul
        aria-label="Open invitations"
        className="divide-y divide-neutral-200 dark:divide-neutral-800"
      >
        {rows.map((invitation) => {
          const expired = invitation.expiresAt !== null && invitation.expiresAt <= now;
          return (
            <li
              key={invitation.id}
              aria-label={invitation.email}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-medium break-all">{invitation.email}</span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">
                  {STAFF_ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy}
                  {invitation.expiresAt &&
                    ` · ${expired ? 'expired' : 'expires'} ${format(invitation.expiresAt, 'MMM d, yyyy')}`}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {expired && <Badge tone="neutral">Expired</Badge>}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busyId === invitation.id}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() => void onRevoke(invitation.id, invitation.email)}
                >
                  {busyId === invitation.id ? 'Revoking...' : 'Revoke'}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </ListCard>
  );
}

/** /admin/team: staff and their roles; owners invite, change roles and remove. */
export function TeamPage() {
  const mayManage = useRoleMay('manage_team');
  if (!mayManage) return <OwnerOnly />;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-neutral-600 dark:text-neutral-400">
        Who works in the back-office and what each may do. Owners manage the team; operations do
        everything else; support sees money but cannot change it.
      </p>
      <InviteForm />
      <StaffList />
      <InvitationList />
    </div>
  );
}
