import { AlertTriangle } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId } from 'react';
import { VALUE_CAP_FLAG } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';

/**
 * The warning on a product stored before the Elite cap that breaks it (`fitsValueCap`):
 * a badge whose reason is its tooltip and, for screen readers, its description.
 */
export function ValueCapBadge() {
  const reasonId = useId();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <span
          tabIndex={0}
          aria-describedby={reasonId}
          className="inline-flex items-center gap-1 rounded-full"
        >
          <Badge tone="orange" className="gap-1 whitespace-nowrap px-2 py-0 text-[11px]">
            <AlertTriangle aria-hidden="true" className="size-3" />
            {VALUE_CAP_FLAG.label}
          </Badge>
          <span id={reasonId} className="sr-only">
            {VALUE_CAP_FLAG.reason}
          </span>
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-xs rounded-md bg-ink px-2 py-1 text-xs text-white dark:bg-white dark:text-ink"
        >
          {VALUE_CAP_FLAG.reason}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
