/** One of the signed-in member's orders, live (rules: only its member and admins read it). */
export {
  useOrder as useMemberOrder,
  type OrderState as MemberOrderState,
} from '@/lib/firestore/use-order';
