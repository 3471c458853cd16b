import { MemberPageIntro, type MemberIntroViewer } from '@/components/layout/member-page-intro';

/** Who sees the introduction instead of a cart. */
export type CartIntroViewer = MemberIntroViewer;

/**
 * `/cart` for anyone without a membership: what the Cart is for a member, and the way in
 * (sign in, or the waitlist while memberships are by invitation).
 */
export function CartIntro({ viewer }: { viewer: CartIntroViewer }) {
  return (
    <MemberPageIntro
      viewer={viewer}
      title="Your Cart"
      lead="A member’s next moves in one place: the bag reserved to ship when their swap unlocks, the bags they carry that they may keep at their member price, the add-ons they may add, and the receipts of the bags they bought."
      texts={{
        admin:
          'Admin accounts have no membership, so no cart. Members’ orders and purchases are in the back-office.',
        nonMember:
          'Your account has no active membership yet. Your cart opens once you are a member.',
      }}
    />
  );
}
