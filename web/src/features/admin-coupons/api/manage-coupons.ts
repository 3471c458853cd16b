/** Creating and deactivating coupons, through the coupon functions (they call billing). */
import {
  createCouponInputSchema,
  type CreateCouponResult,
  type CreateCouponValues,
  type DeactivateCouponResult,
} from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export { createCouponInputSchema };

export function useCreateCoupon(): (values: CreateCouponValues) => Promise<CreateCouponResult> {
  return useMemberCallable('createCoupon');
}

export function useDeactivateCoupon(): (code: string) => Promise<DeactivateCouponResult> {
  const call = useMemberCallable('deactivateCoupon');
  return (code) => call({ code });
}
