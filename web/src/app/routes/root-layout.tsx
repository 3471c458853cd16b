import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useTheme } from '@/lib/theme/theme';

// The toast region loads right after the first paint, outside the initial bundle; toasts
// come from user actions or data that arrive later, and the import starts at once.
const sonner = import('sonner');
const Toaster = lazy(() => sonner.then((m) => ({ default: m.Toaster })));

/** The document title when the page names none (index.html starts with it too). */
export const APP_TITLE = 'Unlimited — Designer on Rotation';

/**
 * A route's `handle`: `title` names the page (the admin header shows it too);
 * `description` replaces the app's meta description in a prerendered page's HTML.
 */
export interface RouteHandle {
  title?: string;
  description?: string;
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
  return <title>{title ? `${title} · Unlimited` : APP_TITLE}</title>;
}

/** Shell of every page: document title, scroll-to-top on navigation and the toast region. */
export default function RootLayout() {
  // Toasts follow the site's theme (its own setting, not only the system's).
  const { resolvedTheme } = useTheme();
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      <Suspense fallback={null}>
        <Toaster
          theme={resolvedTheme}
          position="bottom-right"
          visibleToasts={3}
          duration={4000}
          richColors
          closeButton
        />
      </Suspense>
    </>
  );
}
