import { CheckCircle2, XCircle } from 'lucide-react';
import { shortOrderId } from '@unlimited/domain';
import type { BulkResult } from '../api/update-swap-orders';

/** Each order's result of a bulk action: done, or refused with the reason. */
export function BulkResults({ results, done }: { results: BulkResult[]; done: string }) {
  const refused = results.filter((r) => !r.ok).length;
  return (
    <div role="status" className="mt-4 flex flex-col gap-2">
      <p className="text-sm font-semibold">
        {results.length - refused} of {results.length} {done}
        {refused > 0 && `; ${refused} refused`}.
      </p>
      <ul aria-label="Results" className="flex flex-col gap-1 text-sm">
        {results.map((result) => (
          <li key={result.orderId} className="flex items-start gap-2">
            {result.ok ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : (
              <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            )}
            <span>
              Order {shortOrderId(result.orderId)}:{' '}
              {result.ok ? (
                done
              ) : (
                <span className="text-red-800 dark:text-red-300">{result.message}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
