import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { ToastRegion } from '@/components/ui/toast-region';
import { NavigationProvider } from '@/lib/navigation/navigation';
import { routerNavigation } from '@/lib/navigation/router-navigation';

/** The document title when the page names none (index.html starts with it too). */
export const APP_TITLE = 'Unlimited — Designer on Rotation';

/** The document title of a page named `title` (a route's `handle.title`), or the app's. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · Unlimited` : APP_TITLE;
}

/**
 * A route's `handle`: `title` names the page (the admin header shows it too);
 * `description` replaces the app's meta description in a prerendered page's HTML;
 * `warm` starts, when the page is the first one opened, work it can begin before its
 * modules have loaded (main.tsx calls it before the router starts loading them).
 */
export interface RouteHandle {
  title?: string;
  description?: string;
  warm?: () => void;
  /**
   * Run just before a prerendered page is hydrated (main.tsx), with its routes loaded:
   * what the page must settle first (`/bags`: the cards its early script put up).
   */
  beforeHydrate?: () => Promise<void>;
}

/**
 * The document's title, always mounted: the deepest route's `handle.title`, else the
 * app's. React keeps one <title> element for it; a page that renders its own <title>
 * (a brand's name, say) takes precedence while it is shown. Without this element, leaving
 * such a page would leave the tab with no title at all.
 */
function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  return <title>{documentTitle(title)}</title>;
}

/**
 * Shell of every page: document title, scroll-to-top on navigation, the toast region, and
 * links that navigate through the router (`@/lib/navigation`).
 */
export default function RootLayout() {
  return (
    <NavigationProvider navigation={routerNavigation}>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      <ToastRegion />
    </NavigationProvider>
  );
}
