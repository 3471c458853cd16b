import type { ReactNode } from 'react';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';

/**
 * Shell of the public pages (every page but the landing page, which has its own header):
 * top bar, the page (`children`), footer, and the bottom bar on phones. Free of React
 * Router (its links come from `@/lib/navigation`), so a page can hydrate in it without the
 * router (`/waitlist`). `memberActions` goes in the top bar for someone signed in (the
 * notifications bell).
 */
export function PublicShell({
  children,
  memberActions,
}: {
  children: ReactNode;
  memberActions?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader memberActions={memberActions} />
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </div>
      {/* Room under the footer for the phones' fixed bottom bar. */}
      <div className="max-lg:bg-ink max-lg:pb-16">
        <SiteFooter />
      </div>
      <MobileBottomBar />
    </div>
  );
}
