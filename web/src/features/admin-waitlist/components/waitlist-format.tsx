import { TIERS, type TierId, type WaitlistStatus, onFirstUse } from '@unlimited/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  pending: 'Pending',
  invited: 'Invited',
  converted: 'Converted',
  declined: 'Declined',
};

const STATUS_TONES: Record<WaitlistStatus, BadgeTone> = {
  pending: 'yellow',
  invited: 'blue',
  converted: 'green',
  declined: 'red',
};

const TIER_TONES: Record<TierId, BadgeTone> = { reserve: 'neutral', elite: 'gold', crown: 'grey' };

export function TierBadge({ tier }: { tier: TierId }) {
  return <Badge tone={TIER_TONES[tier]}>{TIERS[tier].name}</Badge>;
}

export function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{WAITLIST_STATUS_LABELS[status]}</Badge>;
}

const SHORT_US_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'numeric',
      day: 'numeric',
      year: 'numeric',
    }),
);

export function shortUsDate(date: Date): string {
  return SHORT_US_DATE().format(date);
}
