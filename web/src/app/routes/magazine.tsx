import { MagazinePage } from '@/features/magazine/components/magazine-page';

/** `/magazine`: the published articles, read over REST (no Firebase SDK). */
export default function MagazineRoute() {
  return <MagazinePage />;
}
