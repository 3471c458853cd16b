import { TeamPage } from '@/features/admin-team/components/team-page';

export default function AdminTeamRoute() {
  return <TeamPage />;
}
