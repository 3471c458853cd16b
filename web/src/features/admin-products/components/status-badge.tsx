import { CircleCheck, EyeOff, Tag } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { PRODUCT_STATUS_TOOLTIPS, type ProductStatus } from '@unlimited/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LOOK: Record<ProductStatus, { tone: BadgeTone; Icon: typeof CircleCheck }> = {
  Active: { tone: 'green', Icon: CircleCheck },
  Hidden: { tone: 'grey', Icon: EyeOff },
  Sold: { tone: 'blue', Icon: Tag },
};

/** Status icon and badge with the spec's tooltip (also exposed as the badge's description). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const { tone, Icon } = LOOK[status];
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <span tabIndex={0} className="inline-flex items-center gap-1.5 rounded-full">
          <Icon aria-hidden="true" className="size-4" />
          <Badge tone={tone}>{status}</Badge>
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 rounded-md bg-ink px-2 py-1 text-xs text-white dark:bg-white dark:text-ink"
        >
          {PRODUCT_STATUS_TOOLTIPS[status]}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
