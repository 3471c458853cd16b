import { AlertTriangle } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId } from 'react';
import type { ValueCapFlag } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';

/**
 * The warning on a product stored before a tier's value cap that breaks it
 * (`valueCapFlagOf`): a badge whose reason is its tooltip and, for screen readers, its
 * description.
 */
export function ValueCapBadge({ flag }: { flag: ValueCapFlag }) {
  const reasonId = useId();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <span
          tabIndex={0}
          aria-describedby={reasonId}
          className="inline-flex items-center gap-1 rounded-full"
        >
          <Badge tone="orange" size="sm">
            <AlertTriangle aria-hidden="true" className="size-3" />
            {flag.label}
          </Badge>
          <span id={reasonId} className="sr-only">
            {flag.reason}
          </span>
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-xs rounded-md bg-ink px-2 py-1 text-xs text-white dark:bg-white dark:text-ink"
        >
          {flag.reason}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
