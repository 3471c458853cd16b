import type { AuditObjectType } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useObjectHistory } from './use-object-history';
import { AuditEntry } from './audit-entry';

/**
 * An object's own audit records (a product, an order, a member), newest first, a few at
 * a time with "Show more".
 */
export function ObjectHistory({
  objectType,
  objectId,
  headingLevel: Heading = 'h3',
}: {
  objectType: AuditObjectType;
  objectId: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const history = useObjectHistory(objectType, objectId);
  const headingId = `history-${objectType}-${objectId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="text-sm font-semibold">
        History
      </Heading>
      {history.status === 'loading' && (
        <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
          Loading history...
        </p>
      )}
      {history.status === 'error' && (
        <FormAlert>Failed to load the history. Try again later.</FormAlert>
      )}
      {history.status === 'success' && history.items.length === 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">No recorded changes yet.</p>
      )}
      {history.items.length > 0 && (
        <ol aria-label="History" className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {history.items.map((item) => (
            <AuditEntry key={item.id} item={item} linked={false} />
          ))}
        </ol>
      )}
      {history.moreFailed && <FormAlert>Failed to load more history. Try again.</FormAlert>}
      {history.hasMore && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={history.loadMore}
          disabled={history.loadingMore}
        >
          {history.loadingMore ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </section>
  );
}
