import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_OWNER_REFUSAL, roleMay, type StaffRole } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import type { StaffInvitation, StaffMember } from '../api/team';
import { TeamPage } from '../components/team-page';
import { CallableError } from '@/lib/callable';

let role: StaffRole | null = 'owner';
let staff: LiveResult<StaffMember[]>;
let invitations: LiveResult<StaffInvitation[]>;
const invite = vi.fn();
const change = vi.fn();
const remove = vi.fn();
const revoke = vi.fn();

vi.mock('@/lib/session/staff-role', () => ({
  useStaffRole: () => role,
  useRoleMay: (permission: Parameters<typeof roleMay>[1]) => roleMay(role, permission),
}));
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({ status: 'signed-in', user: { uid: 'uid-owner' }, isAdmin: true }),
}));
vi.mock('../api/team', () => ({
  useStaff: () => staff,
  usePendingStaffInvitations: () => invitations,
  useInviteStaff: () => invite,
  useChangeStaffRole: () => change,
  useRemoveStaff: () => remove,
  useRevokeStaffInvitation: () => revoke,
}));

const since = new Date('2026-01-15T10:00:00Z');
const team: StaffMember[] = [
  { uid: 'uid-owner', email: 'owner@unlimited.test', name: 'Olive Owner', role: 'owner', since },
  {
    uid: 'uid-support',
    email: 'support@unlimited.test',
    name: 'Sam Support',
    role: 'support',
    since: new Date('2026-02-01T10:00:00Z'),
  },
];
const loading = { status: 'loading', data: undefined, error: undefined } as const;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
  role = 'owner';
  staff = { status: 'success', data: team, error: undefined };
  invitations = { status: 'success', data: [], error: undefined };
  for (const fn of [invite, change, remove, revoke]) fn.mockReset();
});

afterEach(() => vi.useRealTimers());

describe('TeamPage', () => {
  it.each(['operations', 'support'] as const)(
    '%s sees that only an owner manages the team',
    (r) => {
      role = r;
      render(<TeamPage />);
      expect(
        screen.getByRole('heading', { name: 'Only an owner can manage the team' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Staff' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Send invitation/ })).not.toBeInTheDocument();
    },
  );

  it('says it is loading, that there is nobody yet, or that the read failed', () => {
    staff = loading;
    invitations = loading;
    const view = render(<TeamPage />);
    expect(screen.getByText('Loading staff...')).toBeInTheDocument();
    staff = { status: 'success', data: [], error: undefined };
    invitations = { status: 'success', data: [], error: undefined };
    view.rerender(<TeamPage />);
    expect(screen.getByText('No staff yet. Invite someone above.')).toBeInTheDocument();
    expect(screen.getByText('No open invitations.')).toBeInTheDocument();
    staff = { status: 'error', data: undefined, error: new Error('denied') as never };
    view.rerender(<TeamPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load staff');
  });

  it('lists staff with name, email, role and since; no Remove on your own row', () => {
    render(<TeamPage />);
    const rows = within(screen.getByRole('list', { name: 'Staff' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Olive Owner');
    expect(rows[0]).toHaveTextContent('(you)');
    expect(rows[0]).toHaveTextContent('Jan 15, 2026');
    expect(
      within(rows[0]!).getByRole('combobox', { name: /Role of owner@unlimited.test/ }),
    ).toHaveValue('owner');
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('combobox')).toHaveValue('support');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Remove support@unlimited.test' }),
    ).toBeEnabled();
  });

  it('invites by email with a role, after saying what is wrong with the email', async () => {
    const user = userEvent.setup();
    invite.mockResolvedValue({ invitationId: 'inv-1' });
    render(<TeamPage />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /Send invitation/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(invite).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'New@Unlimited.test');
    await user.selectOptions(screen.getByLabelText('Role'), 'operations');
    expect(screen.getByText('Everything but managing the team.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Send invitation/ }));
    expect(invite).toHaveBeenCalledWith({ email: 'new@unlimited.test', role: 'operations' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('changes a role, and shows the refusal for the last owner', async () => {
    const user = userEvent.setup();
    change.mockResolvedValueOnce({ uid: 'uid-support' });
    render(<TeamPage />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of support@unlimited.test' }),
      'operations',
    );
    expect(change).toHaveBeenCalledWith('uid-support', 'operations');
    change.mockRejectedValueOnce(new CallableError('failed-precondition', LAST_OWNER_REFUSAL));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of owner@unlimited.test (you)' }),
      'support',
    );
    expect(change).toHaveBeenLastCalledWith('uid-owner', 'support');
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_OWNER_REFUSAL);
  });

  it('removes a member of staff after asking, with the keyboard', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue({ uid: 'uid-support' });
    render(<TeamPage />);
    screen.getByRole('button', { name: 'Remove support@unlimited.test' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the team' });
    expect(dialog).toHaveTextContent('support@unlimited.test loses access to the back-office');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('uid-support');
  });

  it('lists open invitations, marks an expired one, and revokes one', async () => {
    const user = userEvent.setup();
    revoke.mockResolvedValue({ invitationId: 'inv-1' });
    invitations = {
      status: 'success',
      data: [
        {
          id: 'inv-1',
          email: 'new@unlimited.test',
          role: 'operations',
          invitedBy: 'owner@unlimited.test',
          expiresAt: new Date('2026-03-08T10:00:00Z'),
          createdAt: new Date('2026-03-01T10:00:00Z'),
        },
        {
          id: 'inv-0',
          email: 'late@unlimited.test',
          role: 'support',
          invitedBy: 'owner@unlimited.test',
          expiresAt: new Date('2026-02-20T10:00:00Z'),
          createdAt: new Date('2026-02-13T10:00:00Z'),
        },
      ],
      error: undefined,
    };
    render(<TeamPage />);
    const [row, late] = within(screen.getByRole('list', { name: 'Open invitations' })).getAllByRole(
      'listitem',
    );
    expect(row).toHaveTextContent(
      'Operations · invited by owner@unlimited.test · expires Mar 8, 2026',
    );
    expect(late).toHaveTextContent('expired Feb 20, 2026');
    expect(late).toHaveTextContent('Expired');
    await user.click(
      within(row!).getByRole('button', { name: 'Revoke the invitation to new@unlimited.test' }),
    );
    expect(revoke).toHaveBeenCalledWith('inv-1');
  });
});
