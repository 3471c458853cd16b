import { ComingSoonPage } from '@/features/info/components/coming-soon-page';
import { COMING_SOON } from '@/features/info/coming-soon-content';

export default function MagazineRoute() {
  return <ComingSoonPage {...COMING_SOON.magazine} />;
}
