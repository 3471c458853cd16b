import { RouterFreeDocument } from '@/app/router-free/router-free-document';
import { SiteShell } from '@/app/site-shell';
import { WaitlistPage } from '@/features/waitlist/components/waitlist-page';
import type { DocumentLocation } from '@/lib/navigation/navigation';

/**
 * `/waitlist` without React Router (src/waitlist-entry.tsx): the site's shell and the
 * waitlist page, as the app's route renders them; `?tier=` preselects a tier as there.
 */
export function WaitlistDocument({ location }: { location: DocumentLocation }) {
  return (
    <RouterFreeDocument location={location}>
      <SiteShell>
        <WaitlistPage />
      </SiteShell>
    </RouterFreeDocument>
  );
}
