import { Outlet } from 'react-router-dom';
import { SiteShell } from '@/app/site-shell';

/** Route module of the site's public pages: the site's shell around the page. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
