import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { routes } from '@/app/router';
import { documentTitle, type RouteHandle } from '@/app/routes/root-layout';
import { LandingDocument } from '@/app/router-free/landing-document';
import { WaitlistDocument } from '@/app/router-free/waitlist-document';
import { paths } from '@/config/paths';
import { EARLY_CARD_TEMPLATES_ID } from '@/features/bags/early/early-cards';
import { renderCardTemplates } from '@/features/bags/early/render-card-templates';
import { primeMagazine } from '@/features/magazine/api/page-data';
import { vaultUrl } from '@/features/vault/api/fetch-vault';
import { runQueryUrl } from '@/lib/public-data/catalog-rest';
import type { DocumentLocation } from '@/lib/navigation/navigation';
import {
  MAGAZINE_TEMPLATE_CARD,
  MAGAZINE_TEMPLATE_PATH,
  type MagazinePageData,
} from '@unlimited/domain';

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
  '/login',
  '/bags',
  '/quiz',
  '/vault',
] as const;

/**
 * The Magazine's page templates (dist/<file>.html, served at /<file>): the list and an
 * article as the app renders them, with domain `MAGAZINE_TEMPLATE_CARD`'s placeholders in
 * every field and `#root` stamped `MAGAZINE_TEMPLATE_PATH`. The `magazinePages` function
 * fills them with the articles (functions/src/magazine/pages.ts), so a reader and a
 * search engine get the page's text in the HTML, and the app hydrates it.
 */
export const MAGAZINE_TEMPLATES: readonly {
  file: string;
  path: string;
  render: () => Promise<string>;
}[] = [
  magazineTemplate('magazine-list-template', paths.magazine, {
    kind: 'list',
    articles: [MAGAZINE_TEMPLATE_CARD],
  }),
  magazineTemplate('magazine-article-template', paths.article(MAGAZINE_TEMPLATE_CARD.slug), {
    kind: 'article',
    article: MAGAZINE_TEMPLATE_CARD,
  }),
];

/** The template `file`: the page at `path`, rendered from `data` (the placeholders). */
function magazineTemplate(file: string, path: string, data: MagazinePageData) {
  return {
    file,
    path,
    render: () => {
      primeMagazine(data);
      return renderPage(path);
    },
  };
}
export { MAGAZINE_TEMPLATE_PATH };

/**
 * Prerendered pages that show what a visitor sees, where someone signed in sees another
 * page (`/login` sends them on) or the same page with their own data (`/bags`: their
 * tier's bags, live). For someone the navigation hint says is signed in, main.tsx renders
 * these afresh instead of hydrating them: `keep` leaves the visitor's markup on screen
 * until then (the heading, filters and loading grid are theirs too); `hide` hides it from
 * the first paint (index.html's head script and index.css), so a member never sees the
 * sign-in form on the way to the dashboard.
 */
export const VISITOR_VIEWS: Readonly<Record<string, 'keep' | 'hide'>> = {
  [paths.login]: 'hide',
  [paths.bags]: 'keep',
  // A member saves the quiz as her profile, and sees the Vault with her tier's step.
  [paths.quiz]: 'keep',
  [paths.vault]: 'keep',
};

/**
 * Origins a prerendered page reads from as it starts, connected to from its head: a
 * visitor's `/bags` asks Firestore's REST API for its bags (the local emulator in a build
 * made for it).
 */
export const PAGE_PRECONNECTS: Readonly<Record<string, readonly string[]>> = {
  [paths.bags]: [new URL(runQueryUrl()).origin],
  [paths.vault]: [new URL(vaultUrl()).origin],
};

/**
 * Documents a prerendered page reads over REST as it starts, fetched from its head while
 * its scripts load (`<link rel="preload" as="fetch">`): the Vault's showcase is one
 * document (`catalog/vault`), so its address is known before the app runs, and the app's
 * own request for it (`fetchVaultShowcase`, the same address, mode and credentials) takes
 * the preloaded answer instead of asking again.
 */
export const PAGE_PRELOADS: Readonly<Record<string, readonly string[]>> = {
  [paths.vault]: [vaultUrl()],
};

/**
 * Prerendered pages with an early script, loaded from the head ahead of the app: the entry
 * module (a key of Vite's manifest, an input in vite.config.ts) and the data it reads from
 * the page (a JSON block of that id). A visitor's `/bags` puts its first cards up with it
 * (`src/bags-entry.ts`), from React's markup of the grid (`renderCardTemplates`).
 */
export const EARLY_SCRIPTS: Readonly<
  Record<string, { entry: string; data: { id: string; value: () => Promise<unknown> } }>
> = {
  [paths.bags]: {
    entry: 'src/bags-entry.ts',
    data: { id: EARLY_CARD_TEMPLATES_ID, value: () => renderCardTemplates(renderElement) },
  },
};

/**
 * Prerendered pages that hydrate without React Router: the entry module each starts with
 * (a key of Vite's manifest, an input in vite.config.ts; prerender.mjs loads it in place
 * of the app's) and what it renders, here as there, so the markup matches.
 */
const ROUTER_FREE_PAGES: Readonly<
  Record<string, { entry: string; render: (location: DocumentLocation) => ReactElement }>
> = {
  [paths.home]: {
    entry: 'src/landing-entry.tsx',
    render: (location) => <LandingDocument location={location} />,
  },
  [paths.waitlist]: {
    entry: 'src/waitlist-entry.tsx',
    render: (location) => <WaitlistDocument location={location} />,
  },
};

/** The entry module of each prerendered page that hydrates without React Router. */
export const ROUTER_FREE_ENTRIES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ROUTER_FREE_PAGES).map(([path, { entry }]) => [path, entry]),
);

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
  const routerFree = ROUTER_FREE_PAGES[path];
  if (routerFree) {
    // The title the app's root layout would render for the page (prerender.mjs moves it
    // to the head).
    const page = await renderElement(routerFree.render({ pathname: path, search: '' }));
    return `<title>${escapeText(documentTitle(routeTitle(path)))}</title>${page}`;
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderElement(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** The deepest `handle` value `key` of the routes `path` matches. */
function routeHandle(path: string, key: 'title' | 'description'): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.[key])
    .findLast((value) => value !== undefined);
}

const routeTitle = (path: string) => routeHandle(path, 'title');

async function renderElement(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * The page's own meta description (the deepest route's `handle.description`), or null
 * where the app's description in index.html stands.
 */
export function pageDescription(path: string): string | null {
  return routeHandle(path, 'description') ?? null;
}
