import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_FIRST, searchTerm, signupSearchTokens } from '@unlimited/domain';
import { freezeClock } from '@/testing/clock';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
import type { WaitlistFilter, WaitlistSignupsState } from '../api/get-waitlist-signups';
import type { WaitlistStatsState } from '../api/get-waitlist-stats';
import { AdminWaitlist } from '../components/admin-waitlist';
import { counts, signups } from './fixtures';

let listState: WaitlistSignupsState;
/**
 * The server's answer to the list's query: its signups searched as the query's
 * `search_tokens` filter does (domain search-tokens.ts), with the exact total; 7 in all
 * when nothing narrows it (the overview's count).
 */
const useWaitlistSignups = vi.fn((filter: WaitlistFilter) => {
  const term = searchTerm(filter.search ?? '');
  if (term === null) {
    return { ...listState, total: filter.status || filter.tier ? listState.signups.length : 7 };
  }
  const found = listState.signups.filter((s) => signupSearchTokens(s).includes(term));
  return { ...listState, signups: found, total: found.length };
});
let statsState: WaitlistStatsState;
const update = vi.fn();
const importSurvey = vi.fn();
const fetchForExport = vi.fn();
const remove = vi.fn();
const inviteSignups = vi.fn();
const revokeInvitation = vi.fn();
vi.mock('../api/invitations', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useInviteSignups: () => inviteSignups,
  useRevokeInvitation: () => revokeInvitation,
}));
vi.mock('../api/delete-signup', () => ({ useDeleteSignup: () => remove }));
vi.mock('../api/get-waitlist-signups', () => ({
  useWaitlistSignups: (filter: WaitlistFilter) => useWaitlistSignups(filter),
}));
vi.mock('../api/get-waitlist-stats', () => ({ useWaitlistStats: () => statsState }));
vi.mock('../api/export-waitlist', () => ({ useWaitlistForExport: () => fetchForExport }));
vi.mock('../api/update-signup-status', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useUpdateSignupStatus: () => update,
}));
vi.mock('../api/import-waitlist-survey', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useImportWaitlistSurvey: () => importSurvey,
}));

function list(items = signups, extra: Partial<WaitlistSignupsState> = {}): WaitlistSignupsState {
  return {
    status: 'success',
    signups: items,
    total: items.length,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: vi.fn(),
    ...extra,
  };
}

function renderWaitlist(path = '/admin/waitlist') {
  return renderRoutes([{ path: '/admin/waitlist', element: <AdminWaitlist /> }], path).router;
}

async function openSignups() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Signups (7)' }));
  return user;
}

const emails = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

beforeEach(() => {
  listState = list();
  statsState = { status: 'success', counts };
  useWaitlistSignups.mockClear();
  update.mockReset();
  importSurvey.mockReset();
  fetchForExport.mockReset();
  remove.mockReset();
  inviteSignups.mockReset();
  revokeInvitation.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('waitlist overview', () => {
  it('shows the totals and the tier distribution with rounded percentages', () => {
    renderWaitlist();
    const totals = within(screen.getByLabelText('Signup totals'));
    expect(totals.getByText('Total Signups').nextSibling).toHaveTextContent('7');
    expect(totals.getByText('Pending Review').nextSibling).toHaveTextContent('3');
    expect(totals.getByText('Invited').nextSibling).toHaveTextContent('2');
    expect(totals.getByText('Converted').nextSibling).toHaveTextContent('1');
    expect(totals.getByText('Declined').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('listitem', { name: 'Reserve' })).toHaveTextContent('2 (29%)');
    expect(screen.getByRole('listitem', { name: 'Elite' })).toHaveTextContent('4 (57%)');
    expect(screen.getByRole('listitem', { name: 'Crown' })).toHaveTextContent('1 (14%)');
  });

  it('says "Failed to load waitlist data" when the data cannot be read', () => {
    const toastError = vi.spyOn(toast, 'error');
    listState = { ...list([]), status: 'error' };
    renderWaitlist();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load waitlist data');
    expect(toastError).toHaveBeenCalledWith('Failed to load waitlist data');
  });
});

describe('waitlist signups', () => {
  it('lists signups and asks the server to search email, name and notes, with the exact total', async () => {
    renderWaitlist();
    const user = await openSignups();
    expect(emails()).toEqual(['jane@example.com', 'mia@example.com', 'sam@other.org']);
    expect(screen.getByText('Showing 3 of 7 signups')).toBeVisible();
    const search = screen.getByPlaceholderText('Search by email or notes...');
    await user.type(search, 'vip');
    await waitFor(() => expect(emails()).toEqual(['mia@example.com']));
    expect(useWaitlistSignups).toHaveBeenLastCalledWith({
      status: null,
      tier: null,
      search: 'vip',
      referred: false,
    });
    expect(screen.getByText('Showing 1 of 1 matching signups')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'OTHER.ORG');
    await waitFor(() => expect(emails()).toEqual(['sam@other.org']));
    await user.type(search, 'zzz');
    expect(await screen.findByText('No signups match “OTHER.ORGzzz”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(emails()).toHaveLength(3));
  });

  it('filters by tier and status on the server and clears them', async () => {
    const router = renderWaitlist();
    const user = await openSignups();
    const none = { status: null, tier: null, search: '', referred: false };
    expect(useWaitlistSignups).toHaveBeenLastCalledWith(none);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier filter' }), 'Crown');
    expect(useWaitlistSignups).toHaveBeenLastCalledWith({ ...none, tier: 'crown' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'Invited');
    expect(useWaitlistSignups).toHaveBeenLastCalledWith({
      ...none,
      status: 'invited',
      tier: 'crown',
    });
    expect(router.state.location.search).toBe('?tier=crown&status=invited');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(useWaitlistSignups).toHaveBeenLastCalledWith(none);
  });

  it('opens on the signups tab filtered by ?status=pending', () => {
    renderWaitlist('/admin/waitlist?status=pending');
    expect(screen.getByRole('tab', { name: 'Signups (7)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(useWaitlistSignups).toHaveBeenLastCalledWith({
      status: 'pending',
      tier: null,
      search: '',
      referred: false,
    });
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toHaveValue('pending');
  });

  it('shows every field in Signup Details', async () => {
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'View mia@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signup Details' }));
    for (const text of [
      'Mia Wong',
      'mia@example.com',
      'Crown',
      'Invited',
      '10/5/2026',
      'Why are you excited?',
      'Trying new bags',
      'Additional Comments',
      'Love the idea',
      'Admin Notes',
      'VIP referral',
    ]) {
      expect(dialog.getByText(text)).toBeVisible();
    }
    expect(dialog.getByText('Zip Code').nextSibling).toHaveTextContent('—');
  });

  it('shows the style quiz answers beside the survey answers, and says when there are none', async () => {
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'View mia@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signup Details' }));
    const quiz = within(dialog.getByText('Style quiz').nextSibling as HTMLElement);
    expect(quiz.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Where will your bags go? Evenings out',
      'Which colours do you wear most? Black, Metallics',
      'Which shapes do you reach for? No answer',
      'Which houses do you love? Chanel, Hermès',
      'How much may a bag be worth? Up to $10,000',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View jane@example.com' }));
    const other = within(await screen.findByRole('dialog', { name: 'Signup Details' }));
    expect(other.getByText('Style quiz').nextSibling).toHaveTextContent(
      'Did not take the style quiz',
    );
  });

  it('says who referred a signup, in the list and its details, and filters the referred ones', async () => {
    renderWaitlist();
    const user = await openSignups();
    expect(screen.getByText('Referred by elite@unlimited.test')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View mia@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signup Details' }));
    expect(dialog.getByText('Referred by').nextSibling).toHaveTextContent('elite@unlimited.test');
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByLabelText('Referral filter'), 'Referred by a Member');
    await waitFor(() =>
      expect(useWaitlistSignups).toHaveBeenLastCalledWith(
        expect.objectContaining({ referred: true }),
      ),
    );
    expect(useWaitlistSignups).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ byReferrer: true }),
    );
  });

  it('groups the referred signups by their referrer, from the menu or a link', async () => {
    const router = renderWaitlist();
    const user = await openSignups();
    await user.selectOptions(screen.getByLabelText('Referral filter'), 'Referred, by Referrer');
    await waitFor(() =>
      expect(useWaitlistSignups).toHaveBeenLastCalledWith(
        expect.objectContaining({ referred: true, byReferrer: true }),
      ),
    );
    expect(router.state.location.search).toBe('?referred=by-referrer');
    expect(screen.getByLabelText('Referral filter')).toHaveValue('by-referrer');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(useWaitlistSignups).toHaveBeenLastCalledWith({
      status: null,
      tier: null,
      search: '',
      referred: false,
    });
  });

  it('declines a pending signup with notes and confirms; Invited and Converted are not offered', async () => {
    update.mockResolvedValue(undefined);
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Update status of jane@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Status' }));
    const status = dialog.getByLabelText('Status');
    expect(status).toHaveValue('pending');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Declined']);
    await user.selectOptions(status, 'Declined');
    await user.type(dialog.getByLabelText('Admin Notes'), '  Not in our area  ');
    await user.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect(update).toHaveBeenCalledWith('s1', { status: 'declined', notes: 'Not in our area' });
    expect(await findToast('Signup status updated successfully')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps an invited signup Invited, saying to revoke its invitation first', async () => {
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Update status of mia@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Status' }));
    const status = dialog.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Invited']);
    expect(status).toHaveAccessibleDescription(REVOKE_FIRST);
  });

  it('revokes the invitation from the status dialog, then offers Pending and Declined', async () => {
    revokeInvitation.mockImplementation(() => {
      // The live list then reads the signup back as Pending (read on the next render).
      listState = list(
        signups.map((s) => (s.id === 's2' ? { ...s, status: 'pending' as const } : s)),
      );
      return Promise.resolve({ signupId: 's2' });
    });
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Update status of mia@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Status' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke invitation' }));
    expect(revokeInvitation).toHaveBeenCalledWith({ signupId: 's2' });
    expect(await findToast('Invitation revoked')).toBeInTheDocument();
    const status = within(
      await screen.findByRole('dialog', { name: 'Update Status' }),
    ).getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Declined']);
    expect(screen.queryByRole('button', { name: 'Revoke invitation' })).toBeNull();
  });

  it('offers no revoke in the status dialog of a signup without an open invitation', async () => {
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Update status of sam@other.org' }));
    await screen.findByRole('dialog', { name: 'Update Status' });
    expect(screen.queryByRole('button', { name: 'Revoke invitation' })).toBeNull();
  });

  it('reports a failed status update and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    update.mockRejectedValue(new Error('permission-denied'));
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Update status of sam@other.org' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Status' }));
    await user.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect(update).toHaveBeenCalledWith('s3', { status: 'declined', notes: null });
    expect(await findToast('Failed to update signup status')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('waitlist invitations', () => {
  it('invites the selected signups at once', async () => {
    inviteSignups.mockResolvedValue({ invited: ['s1', 's2'], skipped: [] });
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('checkbox', { name: 'Select jane@example.com' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select mia@example.com' }));
    await user.click(screen.getByRole('button', { name: /Invite selected \(2\)/ }));
    expect(inviteSignups).toHaveBeenCalledWith({ signupIds: ['s1', 's2'] });
    expect(await findToast('Invitation sent to 2 signups')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite selected/ })).not.toBeInTheDocument();
  });

  it('says why a signup was not invited', async () => {
    inviteSignups.mockResolvedValue({
      invited: [],
      skipped: [{ signupId: 's2', reason: 'They have already created their account.' }],
    });
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to mia@example.com' }));
    expect(await findToast('They have already created their account.')).toBeInTheDocument();
  });

  it('re-sends and revokes from the signup dialog', async () => {
    inviteSignups.mockResolvedValue({ invited: ['s2'], skipped: [] });
    revokeInvitation.mockResolvedValue({ signupId: 's2' });
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'View mia@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(inviteSignups).toHaveBeenCalledWith({ signupIds: ['s2'] });
    await user.click(screen.getByRole('button', { name: 'Revoke invitation' }));
    expect(revokeInvitation).toHaveBeenCalledWith({ signupId: 's2' });
    expect(await findToast('Invitation revoked')).toBeInTheDocument();
  });

  it('says why an invitation could not be sent', async () => {
    inviteSignups.mockRejectedValue(new Error('network'));
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Invite jane@example.com' }));
    expect(await findToast('Failed to send the invitation. Please try again.')).toBeInTheDocument();
  });
});

describe('waitlist delete', () => {
  it('deletes a signup only after confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    remove.mockResolvedValue(undefined);
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Delete mia@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Signup' }));
    expect(dialog.getByText(/mia@example.com\? This cannot be undone./)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete mia@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledWith('s2');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Signup deleted successfully'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports a failed delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error');
    remove.mockRejectedValue(new Error('permission-denied'));
    renderWaitlist();
    const user = await openSignups();
    await user.click(screen.getByRole('button', { name: 'Delete sam@other.org' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete signup'));
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('waitlist export', () => {
  // The file is named by the day it is exported (UTC): Nov 24, 2026 here.
  freezeClock(new Date('2026-11-24T15:00:00Z'));

  function captureDownload() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:waitlist';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  it('exports the filtered list as waitlist-signups-{date}.csv', async () => {
    const success = vi.spyOn(toast, 'success');
    const { blobs, names } = captureDownload();
    renderWaitlist();
    const user = await openSignups();
    await user.type(screen.getByPlaceholderText('Search by email or notes...'), 'example.com');
    await waitFor(() => expect(emails()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Waitlist data exported successfully'),
    );
    expect(names).toEqual(['waitlist-signups-2026-11-24.csv']);
    const csv = await blobText(blobs[0]!);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Full Name,Email,Tier,Status,Zip Code,Excitement Reason,Comment,Submitted At,Admin Notes,Quiz Occasions,Quiz Colours,Quiz Silhouettes,Quiz Brands,Quiz Budget',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain('mia@example.com');
    expect(csv).not.toContain('sam@other.org');
    expect(fetchForExport).not.toHaveBeenCalled();
  });

  it('reads every page of the filter before exporting when more exist', async () => {
    const success = vi.spyOn(toast, 'success');
    const { blobs } = captureDownload();
    listState = list(signups.slice(0, 1), { hasMore: true });
    fetchForExport.mockResolvedValue(signups);
    renderWaitlist('/admin/waitlist?tier=elite');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Waitlist data exported successfully'),
    );
    expect(fetchForExport).toHaveBeenCalledWith({
      status: null,
      tier: 'elite',
      search: '',
      referred: false,
    });
    expect((await blobText(blobs[0]!)).trim().split('\r\n')).toHaveLength(4);
  });
});

describe('waitlist import', () => {
  async function openImport() {
    renderWaitlist();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Import' }));
    return user;
  }

  it('asks for data before calling the function', async () => {
    const user = await openImport();
    await user.click(screen.getByRole('button', { name: 'Import Signups' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please paste the Tally data first');
    expect(importSurvey).not.toHaveBeenCalled();
  });

  it('reports imported, duplicate and failed entries, and why each skipped one was skipped', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const info = vi.spyOn(toast, 'info');
    importSurvey.mockResolvedValue({
      imported: 4,
      duplicates: 2,
      failed: 1,
      skipped: [
        { line: 7, entry: 'Known Person <known@example.com>', reason: 'Already on the waitlist' },
        {
          line: 13,
          entry: 'Maya P. <maya@example.com>',
          reason: 'Repeats the entry at line 1 of this paste',
        },
        { line: 19, entry: 'Broken Email <broken@>', reason: 'Invalid email "broken@"' },
      ],
      notes: [
        {
          line: 25,
          entry: 'Ann Lee <ann@example.com>',
          reason: 'No tier answer: imported as Reserve',
        },
      ],
    });
    const user = await openImport();
    await user.type(screen.getByLabelText('Survey data'), 'Nov 3, 2:15 PM{enter}Jane');
    await user.click(screen.getByRole('button', { name: 'Import Signups' }));
    expect(importSurvey).toHaveBeenCalledWith({ text: 'Nov 3, 2:15 PM\nJane' });
    const summary = within(await screen.findByRole('status'));
    expect(success).toHaveBeenCalledWith('Successfully imported 4 entries!');
    expect(error).toHaveBeenCalledWith('1 entry failed to import');
    expect(info).toHaveBeenCalledWith('2 duplicate entries were skipped');
    expect(summary.getByText('4 entries imported')).toBeVisible();
    expect(summary.getByText('2 duplicates skipped')).toBeVisible();
    expect(summary.getByText('1 entry failed')).toBeVisible();
    expect(summary.getByText('3 entries were not imported:')).toBeVisible();
    expect(
      summary
        .getAllByRole('listitem')
        .filter((item) => item.closest('[aria-label="Skipped entries"]'))
        .map((item) => item.textContent),
    ).toEqual([
      'Line 7: Known Person <known@example.com> — Already on the waitlist',
      'Line 13: Maya P. <maya@example.com> — Repeats the entry at line 1 of this paste',
      'Line 19: Broken Email <broken@> — Invalid email "broken@"',
    ]);
    expect(summary.getByText('1 entry was imported with a note:')).toBeVisible();
    expect(
      within(summary.getByRole('list', { name: 'Imported with a note' })).getByRole('listitem'),
    ).toHaveTextContent('Line 25: Ann Lee <ann@example.com> — No tier answer: imported as Reserve');
  });

  it('words a single imported entry in the singular', async () => {
    const success = vi.spyOn(toast, 'success');
    importSurvey.mockResolvedValue({
      imported: 1,
      duplicates: 0,
      failed: 0,
      skipped: [],
      notes: [],
    });
    const user = await openImport();
    await user.type(screen.getByLabelText('Survey data'), 'Nov 3, 2:15 PM{enter}Jane');
    await user.click(screen.getByRole('button', { name: 'Import Signups' }));
    const summary = within(await screen.findByRole('status'));
    expect(success).toHaveBeenCalledWith('Successfully imported 1 entry!');
    expect(summary.getByText('1 entry imported')).toBeVisible();
    expect(summary.queryByRole('list', { name: 'Skipped entries' })).toBeNull();
  });

  it('shows the generic failure message when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    importSurvey.mockRejectedValue(new Error('internal'));
    const user = await openImport();
    await user.type(screen.getByLabelText('Survey data'), 'garbage');
    await user.click(screen.getByRole('button', { name: 'Import Signups' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to import data. Please check the format and try again.',
    );
  });
});
