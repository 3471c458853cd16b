import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from '@/app/app';
import { createRouter, routes } from '@/app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/*
 * The public pages (/, /waitlist, /how-it-works, /faq) arrive prerendered at build time
 * (web/scripts/prerender.mjs): #root already holds their markup, and React hydrates it. The
 * router would render HydrateFallback while the lazy route modules of the first page
 * load, so they are loaded before hydrating (the pattern React Router documents).
 * Every other page comes with an empty #root and renders from scratch.
 */
async function start(root: HTMLElement) {
  const prerendered = root.firstElementChild !== null;
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches
        .filter((match) => match.route.lazy)
        .map(async ({ route }) => {
          const load = route.lazy as () => Promise<Partial<typeof route>>;
          Object.assign(route, { ...(await load()), lazy: undefined });
        }),
    );
  }
  const app = (
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>
  );
  // In a transition, hydration yields to the browser between components instead of one
  // long task (as React Router's own client entry does).
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(container);
