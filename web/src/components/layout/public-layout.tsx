import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';

/**
 * Shell of the public pages (every page but the landing page, which has its own header):
 * top bar, the page, footer, and the bottom bar on phones. Used as a route element.
 * `memberActions` goes in the top bar for someone signed in (the notifications bell).
 */
export function PublicLayout({ memberActions }: { memberActions?: ReactNode } = {}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader memberActions={memberActions} />
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      {/* Room under the footer for the phones' fixed bottom bar. */}
      <div className="max-lg:bg-ink max-lg:pb-16">
        <SiteFooter />
      </div>
      <MobileBottomBar />
    </div>
  );
}

export default PublicLayout;
