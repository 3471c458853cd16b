import type { TierDetails } from '@unlimited/domain';
import { Link } from '@/lib/navigation/navigation';
import { TierFeatures } from '@/components/tiers/tier-features';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { tierPrice } from '@/features/landing/tier-display';

interface TierDetailProps {
  tier: TierDetails | null;
  open: boolean;
  onClose: () => void;
  /** Bottom sheet on phones, centred dialog on desktop. */
  variant: 'centered' | 'sheet';
  /** Where focus goes when the view closes (the card has no Radix trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The detail view of one tier; renders nothing when no tier is selected. */
export function TierDetail({ tier, open, onClose, variant, onCloseAutoFocus }: TierDetailProps) {
  if (!tier) return null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        variant={variant}
        title={`${tier.name} Membership`}
        closeLabel="Close"
        onCloseAutoFocus={onCloseAutoFocus}
        width="md"
      >
        <p className="mt-3 flex items-baseline gap-1">
          <span className="font-display text-4xl">{tierPrice(tier)}</span>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">/mo</span>
        </p>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">{tier.tagline}</p>
        <h3 className="mt-6 text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase dark:text-gold">
          What You Get:
        </h3>
        <TierFeatures tier={tier} className="mt-3" />
        <p className="mt-5 text-xs leading-relaxed text-neutral-600 dark:text-neutral-400">
          Billed monthly with a 3-month minimum; cancel any time after your third billing cycle.{' '}
          <Link
            to={paths.membershipPolicy}
            className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold"
          >
            The membership policy
          </Link>
        </p>
        <Button asChild tracking="wider" className="mt-6 w-full">
          <Link to={paths.waitlist}>JOIN WAITLIST</Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
