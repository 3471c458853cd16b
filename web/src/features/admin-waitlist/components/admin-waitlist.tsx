import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { Download, Mail } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import {
  TIER_IDS,
  TIERS,
  WAITLIST_STATUSES,
  waitlistCsv,
  waitlistCsvFilename,
  formatCount,
} from '@unlimited/domain';
import { downloadCsv } from '@/lib/download';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { SearchInput } from '@/components/ui/search-input';
import { useWaitlistForExport } from '../api/export-waitlist';
import { useWaitlistSignups } from '../api/get-waitlist-signups';
import { BY_REFERRER, waitlistFilterOf, type WaitlistFilter } from '../api/waitlist-filter';
import { useWaitlistStats } from '../api/get-waitlist-stats';
import { DeleteSignupDialog } from './delete-signup-dialog';
import { SignupDetailsDialog } from './signup-details-dialog';
import { SignupsTable } from './signups-table';
import { useInviteActions } from './use-invite-actions';
import { UpdateStatusDialog } from './update-status-dialog';
import { WAITLIST_STATUS_LABELS } from './waitlist-format';
import { WaitlistImport } from './waitlist-import';
import { WaitlistOverview } from './waitlist-overview';

const TAB_CLASSES =
  'rounded-full px-4 py-2 text-sm font-semibold text-neutral-600 data-[state=active]:bg-ink data-[state=active]:text-white dark:text-neutral-300 dark:data-[state=active]:bg-white dark:data-[state=active]:text-ink';

const controlClasses =
  'rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-sm dark:border-neutral-700 dark:bg-neutral-950';

/** Milliseconds the search box waits after the last keystroke before it queries. */
const SEARCH_DELAY_MS = 250;

/** What the empty list says: the search and filters that matched nothing. */
function emptySignupsText(search: string, filter: WaitlistFilter): string {
  const typed = search.trim();
  const narrowed = filter.status !== null || filter.tier !== null || filter.referred === true;
  if (typed !== '') return `No signups match “${typed}”${narrowed ? ' with these filters' : ''}.`;
  if (narrowed) return 'No signups match these filters.';
  return 'No signups yet.';
}

/** /admin/waitlist: overview, the filtered signup list with its dialogs, import, export. */
export function AdminWaitlist() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const tierParam = params.get('tier');
  const referredParam = params.get('referred');
  const filter: WaitlistFilter = useMemo(
    () => waitlistFilterOf(statusParam, tierParam, referredParam),
    [statusParam, tierParam, referredParam],
  );
  // ?signup=<id> (a link from the Activity page) opens that signup's details.
  const linkedSignup = params.get('signup');
  const [tab, setTab] = useState(
    filter.status || filter.tier || filter.referred || linkedSignup ? 'signups' : 'overview',
  );
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [viewingId, setViewingId] = useState<string | null>(linkedSignup);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const inviteActions = useInviteActions();
  const invite = async (ids: string[]) => {
    if (await inviteActions.invite(ids)) setSelected(new Set());
  };

  const typed = useDebounced(search, SEARCH_DELAY_MS);
  const query: WaitlistFilter = useMemo(() => ({ ...filter, search: typed }), [filter, typed]);
  const list = useWaitlistSignups(query);
  const stats = useWaitlistStats();
  const fetchForExport = useWaitlistForExport();

  const failed = list.status === 'error' || stats.status === 'error';
  useEffect(() => {
    if (failed) toast.error('Failed to load waitlist data');
  }, [failed]);

  const visible = list.signups;
  const total = stats.counts?.total ?? list.signups.length;
  const shownOf =
    list.total ?? (filter.status || filter.tier || filter.referred || typed.trim() ? null : total);
  const viewing = list.signups.find((signup) => signup.id === viewingId) ?? null;
  const editing = list.signups.find((signup) => signup.id === editingId) ?? null;
  const deleting = list.signups.find((signup) => signup.id === deletingId) ?? null;
  const filtered =
    filter.status !== null ||
    filter.tier !== null ||
    filter.referred === true ||
    search.trim() !== '';
  // The list and its count are those of the text searched once the typing paused
  // (`typed`), not of what is in the box yet.
  const listFiltered =
    filter.status !== null ||
    filter.tier !== null ||
    filter.referred === true ||
    typed.trim() !== '';

  const setParam = (key: 'status' | 'tier' | 'referred', value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const clear = () => {
    setSearch('');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('status');
        next.delete('tier');
        next.delete('referred');
        return next;
      },
      { replace: true },
    );
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = list.hasMore ? await fetchForExport(query) : list.signups;
      downloadCsv(waitlistCsv(rows), waitlistCsvFilename(new Date()));
      toast.success('Waitlist data exported successfully');
    } catch (error) {
      console.error('Waitlist export failed', error);
      toast.error('Failed to export waitlist data');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List
          aria-label="Waitlist sections"
          className="inline-flex gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
        >
          <Tabs.Trigger value="overview" className={TAB_CLASSES}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="signups" className={TAB_CLASSES}>
            Signups ({formatCount(total)})
          </Tabs.Trigger>
          <Tabs.Trigger value="import" className={TAB_CLASSES}>
            Import
          </Tabs.Trigger>
        </Tabs.List>
        <Button
          variant="outline"
          onClick={() => void exportCsv()}
          disabled={exporting || list.status !== 'success' || list.refreshing === true}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {failed && <FormAlert>Failed to load waitlist data</FormAlert>}

      <Tabs.Content value="overview">
        {stats.status === 'loading' && <PageLoader label="Loading waitlist data..." />}
        {stats.counts && <WaitlistOverview counts={stats.counts} />}
      </Tabs.Content>

      <Tabs.Content value="signups" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <SearchInput
            label="Search signups"
            value={search}
            onValueChange={setSearch}
            placeholder="Search by email or notes..."
          />
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">Tier filter</span>
            <select
              value={filter.tier ?? 'all'}
              onChange={(event) => setParam('tier', event.target.value)}
              className={controlClasses}
            >
              <option value="all">All Tiers</option>
              {TIER_IDS.map((tier) => (
                <option key={tier} value={tier}>
                  {TIERS[tier].name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">Status filter</span>
            <select
              value={filter.status ?? 'all'}
              onChange={(event) => setParam('status', event.target.value)}
              className={controlClasses}
            >
              <option value="all">All Statuses</option>
              {WAITLIST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {WAITLIST_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">Referral filter</span>
            <select
              value={filter.byReferrer ? BY_REFERRER : filter.referred ? '1' : 'all'}
              onChange={(event) => setParam('referred', event.target.value)}
              className={controlClasses}
            >
              <option value="all">All Signups</option>
              <option value="1">Referred by a Member</option>
              <option value={BY_REFERRER}>Referred, by Referrer</option>
            </select>
          </label>
        </div>
        <div className="flex items-center justify-between gap-3 text-sm text-neutral-600 dark:text-neutral-400">
          <p aria-live="polite">
            {shownOf === null
              ? `Showing ${plural(visible.length, 'signup', 'signups')}`
              : `Showing ${formatCount(visible.length)} of ${formatCount(shownOf)} ${
                  listFiltered ? 'matching signups' : 'signups'
                }`}
          </p>
          <div className="flex items-center gap-2">
            {selected.size > 0 && (
              <Button
                size="sm"
                onClick={() => void invite([...selected])}
                disabled={inviteActions.busy}
              >
                <Mail aria-hidden="true" className="size-4" />
                {inviteActions.busy ? 'Sending...' : `Invite selected (${selected.size})`}
              </Button>
            )}
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clear}>
                Clear
              </Button>
            )}
          </div>
        </div>

        <div
          // A new search or filter is read with the previous rows in place, dimmed.
          aria-busy={list.refreshing === true}
          className={cn(
            'relative overflow-x-auto rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 transition-opacity dark:bg-neutral-950 dark:ring-neutral-800',
            list.refreshing === true && 'opacity-70 delay-200',
          )}
        >
          {list.status === 'loading' ? (
            <PageLoader label="Loading signups..." />
          ) : (
            <SignupsTable
              signups={visible}
              selected={selected}
              onSelectedChange={setSelected}
              onView={setViewingId}
              onEdit={setEditingId}
              onDelete={setDeletingId}
              onInvite={(id) => void invite([id])}
              inviting={inviteActions.busy}
              emptyText={emptySignupsText(typed, filter)}
            />
          )}
          {list.moreFailed && (
            <FormAlert className="mt-4">
              Failed to load more signups. Please try again later.
            </FormAlert>
          )}
          {list.hasMore && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={list.loadMore} disabled={list.loadingMore}>
                {list.loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </div>
      </Tabs.Content>

      <Tabs.Content value="import">
        <WaitlistImport />
      </Tabs.Content>

      <SignupDetailsDialog
        signup={viewing}
        onOpenChange={(open) => {
          if (!open) setViewingId(null);
        }}
        onInvite={(id) => void invite([id])}
        onRevoke={(id) => void inviteActions.revoke(id)}
        busy={inviteActions.busy}
      />
      <UpdateStatusDialog
        signup={editing}
        onOpenChange={(open) => {
          if (!open) setEditingId(null);
        }}
        onRevoke={(id) => void inviteActions.revoke(id)}
        revoking={inviteActions.busy}
      />
      <DeleteSignupDialog
        signup={deleting}
        onOpenChange={(open) => {
          if (!open) setDeletingId(null);
        }}
      />
    </Tabs.Root>
  );
}
