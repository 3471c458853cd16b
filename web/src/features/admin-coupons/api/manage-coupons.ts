/** Creating and deactivating coupons, through the coupon functions (they call billing). */
import {
  createCouponInputSchema,
  type CreateCouponResult,
  type CreateCouponValues,
  type DeactivateCouponResult,
} from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export { createCouponInputSchema };

export function useCreateCoupon(): (values: CreateCouponValues) => Promise<CreateCouponResult> {
  return useCallable('createCoupon');
}

export function useDeactivateCoupon(): (code: string) => Promise<DeactivateCouponResult> {
  const call = useCallable('deactivateCoupon');
  return (code) => call({ code });
}
