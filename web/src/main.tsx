import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { loadMatchedRoutes } from '@/app/load-matched-routes';
import { createRouter, routes } from '@/app/router';
import type { RouteHandle } from '@/app/routes/root-layout';
import { asksAvailableNow } from '@/config/catalog';
import { readSignedInHint } from '@/lib/public-data/signed-in-hint';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * The routes of the address the page opened at, matched once: matching ranks the whole
 * route table (a few milliseconds each time on a slow phone, in the task that starts the
 * page). Loading a route's module fills in the same route objects, so these stay its matches.
 */
const firstMatches = matchRoutes(routes, window.location) ?? [];

/**
 * Starts what the first page's routes can begin before their modules load (`handle.warm`:
 * the admin products table's first query), ahead of the router's requests for them.
 */
function warmMatchedRoutes() {
  for (const { route } of firstMatches) {
    (route.handle as RouteHandle | undefined)?.warm?.();
  }
}

function render(root: HTMLElement, hydrating: boolean) {
  const app = (
    <StrictMode>
      <App router={createRouter({ hydrating })} />
    </StrictMode>
  );
  // In a transition, hydration yields to the browser between components instead of one
  // long task (as React Router's own client entry does).
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/*
 * The public pages (/how-it-works, /faq, the policy and legal pages, /login, /bags) arrive
 * prerendered at build time (web/scripts/prerender.mjs): #root holds their markup, stamped
 * with the path it was rendered for, and React hydrates it. (`/` and `/waitlist` are prerendered too but
 * start with entries of their own, which hydrate them without the router: entry-server.tsx
 * ROUTER_FREE_PAGES.) The router would render HydrateFallback while the
 * first page's lazy route modules load, so they are loaded before hydrating (the pattern
 * React Router documents). Any other page, or prerendered markup served for another
 * address (say /index.html), renders from scratch.
 */
async function start(root: HTMLElement) {
  const prerenderedFor = root.dataset.prerendered;
  if (prerenderedFor === undefined) return render(root, false);
  if (prerenderedFor !== window.location.pathname) {
    root.replaceChildren();
    return render(root, false);
  }
  // `/bags?available=1`: the markup is the unfiltered closet's, so the app renders the
  // filtered page afresh; the heading and filters stay on screen until it commits.
  if (asksAvailableNow(window.location.search)) return render(root, false);
  try {
    await loadMatchedRoutes(window.location, firstMatches);
  } catch (error) {
    // A route module failed to load (offline, or a deploy replaced it): render from
    // scratch, where the router shows its error page with a way to try again.
    console.error('Could not load the page to hydrate it', error);
    root.replaceChildren();
    return render(root, false);
  }
  // `/login` and `/bags` are prerendered as a visitor sees them (entry-server.tsx
  // VISITOR_VIEWS): for someone signed in they render afresh, with the routes loaded, so
  // the first frame React commits is their page. `keep` stays on screen until then (React
  // clears the container as it commits); `hide`, hidden by CSS until now, goes at once.
  const visitorView = root.dataset.visitorView;
  if (visitorView !== undefined && readSignedInHint()) {
    if (visitorView === 'hide') root.replaceChildren();
    delete root.dataset.visitorView;
    return render(root, false);
  }
  for (const { route } of firstMatches) {
    await (route.handle as RouteHandle | undefined)?.beforeHydrate?.();
  }
  render(root, true);
}

warmMatchedRoutes();
void start(container);
