import { RouterFreeDocument } from '@/app/router-free/router-free-document';
import { LandingPage } from '@/features/landing/components/landing-page';
import type { DocumentLocation } from '@/lib/navigation/navigation';

/** `/` without React Router (src/landing-entry.tsx): the landing page, which links to others. */
export function LandingDocument({ location }: { location: DocumentLocation }) {
  return (
    <RouterFreeDocument location={location}>
      <LandingPage />
    </RouterFreeDocument>
  );
}
