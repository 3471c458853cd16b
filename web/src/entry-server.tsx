import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { routes } from '@/app/router';
import type { RouteHandle } from '@/app/routes/root-layout';

/** The public pages that are prerendered to static HTML at build time. */
export const PRERENDERED_PATHS = [
  '/',
  '/waitlist',
  '/how-it-works',
  '/faq',
  '/membership',
  '/terms',
  '/privacy',
  '/contact',
] as const;

/**
 * Renders one public page to HTML for #root (used by scripts/prerender.mjs after
 * `vite build --ssr`). `prerender` waits for every Suspense boundary (the lazy toast region
 * and carousels). A boundary bigger than React's progressive chunk size would arrive as a
 * separate segment moved into place by inline scripts; with no limit the markup is plain,
 * and the check below keeps it so.
 */
export async function renderPage(path: string): Promise<string> {
  const html = await renderOnce(path);
  if (html.includes('<template') || html.includes('<script')) {
    throw new Error(`${path}: the prerendered HTML has an outlined Suspense boundary`);
  }
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The page's own meta description (the deepest route's `handle.description`), or null
 * where the app's description in index.html stands.
 */
export function pageDescription(path: string): string | null {
  const matches = matchRoutes(routes, path) ?? [];
  return (
    matches
      .map((match) => (match.route.handle as RouteHandle | undefined)?.description)
      .findLast((description) => description !== undefined) ?? null
  );
}
