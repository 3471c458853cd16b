import { MembershipPolicyPage } from '@/features/info/components/membership-policy-page';

export default function MembershipPolicyRoute() {
  return <MembershipPolicyPage />;
}
