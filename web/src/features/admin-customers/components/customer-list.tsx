import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CUSTOMER_STATUSES,
  TIER_IDS,
  isCustomerStatusFilter,
  isTierFilter,
  type CustomerFilters,
  formatCount,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { LoadMore } from '@/components/ui/load-more';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useCustomers } from '../api/get-customers';
import { STATUS_TONES, displayName, statusLabel, tierLabel } from './customer-format';
import { useDebounced } from '@/lib/use-debounced';

const controlClasses =
  'rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-sm dark:border-neutral-700 dark:bg-neutral-950';

/** Milliseconds the search box waits after the last keystroke before it queries. */
export const SEARCH_DELAY_MS = 300;

function useFilters() {
  const [params, setParams] = useSearchParams();
  const tier = params.get('tier');
  const status = params.get('status');
  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all' || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    tier: isTierFilter(tier) ? tier : 'all',
    status: isCustomerStatusFilter(status) ? status : 'all',
    query: params.get('q') ?? '',
    setParam,
  } as const;
}

/** What the empty list says: the search that matched nothing, or that there are none. */
function emptyMembersText(search: string, filtered: boolean): string {
  const typed = search.trim();
  if (typed !== '') return `No members match “${typed}”.`;
  return filtered ? 'No members match these filters.' : 'No members yet.';
}

/** /admin/customers: every member, searched by name or email, filtered by tier and status. */
export function CustomerList() {
  const filters = useFilters();
  const [typed, setTyped] = useState(filters.query);
  const search = useDebounced(typed, SEARCH_DELAY_MS);
  const query: CustomerFilters = { search, tier: filters.tier, status: filters.status };
  const customers = useCustomers(query);
  const filtered = search.trim() !== '' || filters.tier !== 'all' || filters.status !== 'all';

  const onSearch = (value: string) => {
    setTyped(value);
    filters.setParam('q', value);
  };
  const clear = () => {
    setTyped('');
    filters.setParam('q', '');
    filters.setParam('tier', 'all');
    filters.setParam('status', 'all');
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-neutral-600 dark:text-neutral-400">
        Look up members, their subscriptions, orders and shipping details.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchInput
          label="Search members"
          placeholder="Search by name or email..."
          value={typed}
          onValueChange={onSearch}
          className="min-w-56"
        />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Tier</span>
          <select
            value={filters.tier}
            onChange={(event) => filters.setParam('tier', event.target.value)}
            className={controlClasses}
          >
            <option value="all">All Tiers</option>
            {TIER_IDS.map((tier) => (
              <option key={tier} value={tier}>
                {tierLabel(tier)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Status</span>
          <select
            value={filters.status}
            onChange={(event) => filters.setParam('status', event.target.value)}
            className={controlClasses}
          >
            <option value="all">All Statuses</option>
            {CUSTOMER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <Button variant="outline" onClick={clear}>
            Clear
          </Button>
        )}
      </div>

      <ListCard
        headingId="customers-heading"
        title="Members"
        what="members"
        status={customers.status}
        count={customers.items.length}
        description={
          customers.status === 'success' && customers.total !== null
            ? `Showing ${formatCount(customers.items.length)} of ${formatCount(
                customers.total,
              )} ${filtered ? 'matching members' : 'members'}.`
            : undefined
        }
        empty={emptyMembersText(search, filtered)}
        footer={
          <LoadMore page={customers} failedMessage="Failed to load more members. Try again." />
        }
      >
        <ul aria-label="Members" className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {customers.items.map((customer) => (
            <li key={customer.id}>
              <Link
                to={paths.admin.customer(customer.id)}
                className="grid gap-1 rounded-lg px-2 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-gold sm:grid-cols-[1fr_16rem_6rem_9rem] sm:items-center sm:gap-4 dark:hover:bg-neutral-900"
              >
                <span className="font-semibold">{displayName(customer)}</span>
                <span className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                  {customer.email}
                </span>
                <span className="text-sm">{tierLabel(customer.tier)}</span>
                <span>
                  <Badge tone={STATUS_TONES[customer.status]}>{statusLabel(customer.status)}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </ListCard>
    </div>
  );
}
