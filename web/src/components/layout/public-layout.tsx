import { Outlet } from 'react-router-dom';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { useIsMobile } from '@/lib/media/use-media-query';

/**
 * Shell of the public pages (every page but the landing page, which has its own header):
 * top bar, the page, footer, and the bottom bar on phones. Used as a route element.
 */
export function PublicLayout() {
  const isMobile = useIsMobile();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      <div className={isMobile ? 'bg-ink pb-16' : undefined}>
        <SiteFooter />
      </div>
      <MobileBottomBar />
    </div>
  );
}

export default PublicLayout;
