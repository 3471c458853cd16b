import { format } from 'date-fns';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { PERMISSION_REFUSALS, describeCoupon, type Coupon } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { ListCard } from '@/components/ui/list-card';
import { useRoleMay } from '@/lib/session/staff-role';
import { callableErrorMessage } from '@/lib/callable';
import { COUPONS_LIMIT, useCoupons } from '../api/get-coupons';
import { useDeactivateCoupon } from '../api/manage-coupons';
import { CouponForm } from './coupon-form';
import { couponStatus } from './coupon-status';

function redemptions(coupon: Coupon): string {
  return coupon.max_redemptions === null
    ? String(coupon.redemptions)
    : `${coupon.redemptions} / ${coupon.max_redemptions}`;
}

function DeactivateDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const deactivate = useDeactivateCoupon();
  const [busy, setBusy] = useState(false);
  const confirm = async (target: Coupon) => {
    setBusy(true);
    try {
      await deactivate(target.code);
      toast.success(`Coupon ${target.code} deactivated`);
      onClose();
    } catch (failure) {
      toast.error(
        callableErrorMessage(failure, 'Failed to deactivate the coupon. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={coupon !== null} onOpenChange={(open) => !open && onClose()}>
      {coupon && (
        <DialogContent
          title="Deactivate Coupon"
          description={`Members can no longer redeem ${coupon.code}. Memberships that already use it keep their discount.`}
        >
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void confirm(coupon)}>
              {busy ? 'Deactivating...' : 'Deactivate'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** /admin/coupons: promotion codes with their redemptions; create and deactivate. */
export function CouponsPage() {
  const coupons = useCoupons();
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<Coupon | null>(null);
  const [now] = useState(() => new Date());
  // Support is read-only on money: the buttons are disabled and say why (the coupon
  // functions refuse the role anyway).
  const mayChange = useRoleMay('manage_money');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-neutral-600 dark:text-neutral-400">
          Create promo codes and track how members use them.
        </p>
        <Button
          onClick={() => setCreating(true)}
          disabled={!mayChange}
          aria-describedby={mayChange ? undefined : 'coupons-read-only'}
        >
          <Plus aria-hidden="true" className="size-4" /> New Coupon
        </Button>
      </div>
      {!mayChange && (
        <p
          id="coupons-read-only"
          className="rounded-lg bg-neutral-100 px-4 py-3 text-sm text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300"
        >
          {PERMISSION_REFUSALS.manage_money}
        </p>
      )}
      <ListCard
        headingId="coupons-heading"
        title="Coupons"
        what="coupons"
        status={coupons.status}
        count={coupons.data?.length ?? 0}
        empty="No coupons yet. Create one with New Coupon."
        footer={
          (coupons.data?.length ?? 0) >= COUPONS_LIMIT && (
            <p className="mt-3 text-sm text-neutral-500">
              Showing the newest {COUPONS_LIMIT} coupons.
            </p>
          )
        }
      >
        <div
          aria-hidden="true"
          className="hidden gap-3 border-b border-neutral-200 pb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase md:grid md:grid-cols-[minmax(6rem,10rem)_minmax(7rem,1fr)_minmax(5.5rem,7rem)_minmax(6rem,8rem)_minmax(4.5rem,6rem)_6.5rem] dark:border-neutral-800"
        >
          <span>Code</span>
          <span>Discount</span>
          <span>Redemptions</span>
          <span>Expiry</span>
          <span>Status</span>
          <span />
        </div>
        <ul aria-label="Coupons" className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {coupons.data?.map((coupon) => {
            const status = couponStatus(coupon, now);
            return (
              <li
                key={coupon.id}
                aria-label={coupon.code}
                className="grid gap-2 py-3 md:grid-cols-[minmax(6rem,10rem)_minmax(7rem,1fr)_minmax(5.5rem,7rem)_minmax(6rem,8rem)_minmax(4.5rem,6rem)_6.5rem] md:items-center md:gap-3"
              >
                <span className="font-mono font-semibold">{coupon.code}</span>
                <span className="text-sm">{describeCoupon(coupon)}</span>
                <span className="text-sm">
                  <span className="text-neutral-500 md:sr-only">Redemptions: </span>
                  <span data-testid="redemptions">{redemptions(coupon)}</span>
                </span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">
                  {coupon.expires_at
                    ? `Expires ${format(coupon.expires_at, 'MMM d, yyyy')}`
                    : 'No expiry'}
                </span>
                <span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </span>
                <span>
                  {coupon.active && mayChange && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Deactivate ${coupon.code}`}
                      onClick={() => setDeactivating(coupon)}
                    >
                      Deactivate
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </ListCard>
      <Dialog open={creating} onOpenChange={setCreating}>
        {creating && (
          <DialogContent
            title="New Coupon"
            description="A promotion code members can use at checkout."
          >
            <CouponForm onCreated={() => setCreating(false)} />
          </DialogContent>
        )}
      </Dialog>
      <DeactivateDialog coupon={deactivating} onClose={() => setDeactivating(null)} />
    </div>
  );
}
