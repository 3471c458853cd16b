import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DocumentLocation } from '@/lib/navigation/navigation';

/**
 * Hydrates the page prerendered for `path` without React Router (the entry of a
 * ROUTER_FREE_PAGES page, web/src/entry-server.tsx). Markup prerendered for `path` but
 * served at another address (a stale cache, say) is not this page: the app starts instead
 * (its entry is named by the prerender's loader script) and renders that address.
 */
export function hydrateRouterFree(
  path: string,
  render: (location: DocumentLocation) => ReactElement,
): void {
  const root = document.getElementById('root');
  if (root?.dataset.prerendered === path && window.location.pathname === path) {
    const location = { pathname: window.location.pathname, search: window.location.search };
    // In a transition, hydration yields to the browser between components (as in main.tsx).
    startTransition(() => void hydrateRoot(root, render(location)));
    return;
  }
  const app = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
  if (app) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.append(script);
  }
}
