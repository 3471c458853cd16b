import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import {
  AUDIT_KINDS,
  AUDIT_KIND_LABELS,
  AUDIT_OBJECT_LABELS,
  AUDIT_OBJECT_TYPES,
  type AuditKind,
  type AuditObjectType,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { LoadMore } from '@/components/ui/load-more';
import { SearchInput } from '@/components/ui/search-input';
import { useDebounced } from '@/lib/use-debounced';
import { useActivityLog, useActivityPeople } from '../api/get-activity-log';
import { AuditEntry } from '@/components/audit/audit-entry';

const selectClass =
  'rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-sm dark:border-neutral-700 dark:bg-neutral-950';

function isKind(value: string): value is AuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}
function isObjectType(value: string): value is AuditObjectType {
  return (AUDIT_OBJECT_TYPES as readonly string[]).includes(value);
}

/**
 * /admin/activity: every event, newest first, with who did it; filtered by person, kind
 * of change, kind of object and the object's name; a page at a time.
 */
export function ActivityLog() {
  const [personUid, setPersonUid] = useState('');
  const [kind, setKind] = useState('');
  const [objectType, setObjectType] = useState('');
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search, 300);
  const filtered =
    personUid !== '' || kind !== '' || objectType !== '' || settledSearch.trim() !== '';
  const log = useActivityLog({
    personUid: personUid || null,
    kind: isKind(kind) ? kind : null,
    objectType: isObjectType(objectType) ? objectType : null,
    search: settledSearch,
  });
  const people = useActivityPeople();
  return (
    <div className="flex flex-col gap-4">
      <div
        role="search"
        aria-label="Filter activity"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="flex flex-col gap-1 text-sm">
          Person
          <select
            className={selectClass}
            value={personUid}
            onChange={(e) => setPersonUid(e.target.value)}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.uid} value={person.uid}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Change
          <select className={selectClass} value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">Any change</option>
            {AUDIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Object
          <select
            className={selectClass}
            value={objectType}
            onChange={(e) => setObjectType(e.target.value)}
          >
            <option value="">Any object</option>
            {AUDIT_OBJECT_TYPES.map((value) => (
              <option key={value} value={value}>
                {AUDIT_OBJECT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1 text-sm">
          <span aria-hidden="true">Name</span>
          <SearchInput
            label="Search by the object's name"
            value={search}
            onValueChange={setSearch}
            placeholder="Product title, email, order…"
          />
        </div>
      </div>
      <ListCard
        headingId="activity-heading"
        title="Everything That Happened, Newest First"
        actions={
          <Button variant="outline" size="sm" onClick={log.reload}>
            <RefreshCw aria-hidden="true" className="size-4" /> Refresh
          </Button>
        }
        what="the activity log"
        loadingText="Loading..."
        status={log.status}
        count={log.items.length}
        empty={filtered ? 'No activity matches these filters.' : 'No activity yet.'}
        footer={<LoadMore page={log} failedMessage="Failed to load more activity. Try again." />}
      >
        <ol aria-label="Activity" className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {log.items.map((item) => (
            <AuditEntry key={item.id} item={item} />
          ))}
        </ol>
      </ListCard>
    </div>
  );
}
