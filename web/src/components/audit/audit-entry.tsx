import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import {
  AUDIT_OBJECT_LABELS,
  SYSTEM_ACTOR,
  auditChangeText,
  type Activity,
  type AuditChange,
} from '@unlimited/domain';
import { auditObjectPath } from './audit-links';

/** One changed field, before → after, as people read it (money in dollars, "none"). */
function Change({ change }: { change: AuditChange }) {
  const { field, before, after } = auditChangeText(change);
  return (
    <li>
      <span className="font-medium">{field}</span>: {before} → {after}
    </li>
  );
}

/** The changed fields of a record, if it has any. */
export function AuditChanges({ item }: { item: Activity }) {
  const changes = item.changes ?? [];
  if (changes.length === 0) return null;
  return (
    <ul aria-label="Changed fields" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
      {changes.map((change) => (
        <Change key={change.field} change={change} />
      ))}
      {(item.changes_omitted ?? 0) > 0 && <li>and {item.changes_omitted} more fields</li>}
    </ul>
  );
}

/**
 * An activity line: when, what (linked to the object when it has a page, unless the line
 * is shown on that object's own page: `linked` false) and who.
 */
export function AuditEntry({ item, linked = true }: { item: Activity; linked?: boolean }) {
  const path = linked ? auditObjectPath(item) : null;
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_14rem] sm:gap-4">
      <time dateTime={item.timestamp.toISOString()} className="text-xs text-neutral-500">
        {format(item.timestamp, 'MMM d, yyyy h:mm a')}
      </time>
      <div className="min-w-0 text-sm wrap-anywhere">
        <p>{item.action}</p>
        {path !== null && item.object_type !== undefined && (
          <Link to={path} className="text-xs font-medium underline underline-offset-2">
            Open {AUDIT_OBJECT_LABELS[item.object_type].toLowerCase()} {item.object_label}
          </Link>
        )}
        <AuditChanges item={item} />
      </div>
      <p className="truncate text-xs text-neutral-600 sm:text-right dark:text-neutral-400">
        {item.actor === SYSTEM_ACTOR ? 'System' : item.actor}
      </p>
    </li>
  );
}
