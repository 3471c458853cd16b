import { TIERS, type TierId, type WaitlistStatus } from '@unlimited/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** The admin tables' dates (`11/3/2026`), shared with the other back-office lists. */
export { shortUsDate } from '@/lib/dates';

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
