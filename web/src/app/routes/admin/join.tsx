import { JoinTeam } from '@/features/admin-team/components/join-team';

export default function AdminJoinRoute() {
  return <JoinTeam />;
}
