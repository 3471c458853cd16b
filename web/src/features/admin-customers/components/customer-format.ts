/** How customer fields read on the admin pages. */
import { CUSTOMER_STATUS_LABELS, TIERS, type CustomerStatus, type TierId } from '@unlimited/domain';
import type { BadgeTone } from '@/components/ui/badge';

export const STATUS_TONES: Record<CustomerStatus, BadgeTone> = {
  active: 'green',
  paused: 'yellow',
  canceled: 'grey',
  past_due: 'red',
  none: 'neutral',
};

export function statusLabel(status: CustomerStatus): string {
  return CUSTOMER_STATUS_LABELS[status];
}

export function tierLabel(tier: TierId | null): string {
  return tier === null ? '—' : TIERS[tier].name;
}

/** `Elena Marsh`, or the email when the member gave no name. */
export function displayName(c: { first_name: string; last_name: string; email: string }): string {
  const name = `${c.first_name} ${c.last_name}`.trim();
  return name === '' ? c.email || 'Unnamed member' : name;
}
