import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import {
  planChangeFromSearch,
  TierSelection,
} from '@/features/membership/components/tier-selection';
import { useSession } from '@/lib/session/session';

/** `/tier-selection` and `/signup/tier-selection?change=upgrade|downgrade`. */
export default function TierSelectionRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.status === 'loading') return <PageLoader />;
  return <TierSelection uid={session.user?.uid ?? null} change={planChangeFromSearch(search)} />;
}
