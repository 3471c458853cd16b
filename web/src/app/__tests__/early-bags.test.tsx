import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@unlimited/domain';
import { loadMatchedRoutes } from '@/app/load-matched-routes';
import { routes } from '@/app/router';
import type { RouteHandle } from '@/app/routes/root-layout';
import { EARLY_SCRIPTS, renderPage } from '@/entry-server';
import { productFixture } from '@/features/bags/__tests__/fixtures';
import { showFirstPageEarly } from '@/features/bags/api/public-first-page';
import { EARLY_CARD_TEMPLATES_ID, showEarlyCards } from '@/features/bags/early/early-cards';
import { fetchPublicCatalog } from '@/lib/public-data/catalog-rest';
import type { Session } from '@/lib/session/session';
import { appAt } from './app-at';
import {
  hydrateShown,
  hydrationWarnings,
  showPrerendered,
  unmountHydrated,
} from '@/testing/hydrate';

/*
 * A visitor's prerendered `/bags` whose early script (src/bags-entry.ts) put the first
 * bags up before the app loaded: the app must take those cards over as they are (no
 * hydration mismatch, the same elements), without asking for the bags again.
 */

vi.mock('@/lib/public-data/catalog-rest', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchPublicCatalog: vi.fn(),
}));
vi.mock('@/app/sign-in-session', () => ({
  default: function SignedOut({ onSession }: { onSession: (session: Session) => void }) {
    useEffect(
      () => onSession({ status: 'signed-out', user: null, tier: null, isAdmin: false }),
      [onSession],
    );
    return null;
  },
}));

let prerendered = '';
let templates = '';

beforeAll(async () => {
  prerendered = (await renderPage('/bags')).replace(/<title>[^<]*<\/title>/, '');
  templates = JSON.stringify(await EARLY_SCRIPTS['/bags']!.data.value());
  await loadMatchedRoutes({ pathname: '/bags' });
  await import('@/app/sign-in-session');
});

beforeEach(() => {
  globalThis.__unlimitedFirstPage = undefined;
  vi.mocked(fetchPublicCatalog).mockReset();
});

afterEach(() => {
  unmountHydrated();
  document.getElementById(EARLY_CARD_TEMPLATES_ID)?.remove();
});

/** The page as prerender.mjs writes it: the markup in #root, the templates' JSON block. */
function show() {
  showPrerendered(prerendered);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = EARLY_CARD_TEMPLATES_ID;
  data.textContent = templates;
  document.body.append(data);
}

/** What the early script does once the bags have arrived. */
async function runEarlyScript(products: Product[]) {
  vi.mocked(fetchPublicCatalog).mockResolvedValue(products);
  await showFirstPageEarly((answer) => showEarlyCards(document, answer));
}

/** main.tsx: the route's `beforeHydrate`, then hydration; returns React's recoverable errors. */
async function hydrate(): Promise<unknown[]> {
  for (const { route } of matchRoutes(routes, '/bags') ?? []) {
    await (route.handle as RouteHandle | undefined)?.beforeHydrate?.();
  }
  return hydrateShown(appAt('/bags'));
}

const bags = [
  // A seed photo, with AVIF and WebP variants.
  productFixture({
    id: 'flap-1',
    title: 'Classic Flap',
    access_levels: 'Any',
    photos: ['/seed-photos/flap-1.jpg'],
  }),
  // A single photo file, an id that is escaped in its address, text to escape.
  productFixture({
    id: 'kelly 28',
    brand: 'Hermès',
    title: 'Kelly 28 <Togo> & "Gold"',
    access_levels: 'Any',
    price: 1_234_56,
    rank: 'AB',
  }),
  // No photo: the placeholder.
  productFixture({ id: 'boy', title: 'Boy Bag', access_levels: 'Any', photos: [] }),
  ...['a', 'b'].map((id) => productFixture({ id, title: `Bag ${id}`, access_levels: 'Any' })),
];

describe('the early cards of /bags', () => {
  it('shows the first bags before the app, as the app shows them', async () => {
    show();
    await runEarlyScript(bags);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(bags.length);
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      within(cards[1]!).getByRole('link', { name: 'Kelly 28 <Togo> & "Gold"' }),
    ).toHaveAttribute('href', '/bags/kelly%2028');
    expect(within(cards[1]!).getByText('$1,234.56')).toBeVisible();
    expect(within(cards[1]!).getByText('AB · Very Good')).toBeVisible();
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(cards[0]!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/seed-photos/flap-1-400.avif 400w, /seed-photos/flap-1-800.avif 800w',
    );
    expect(within(cards[2]!).getByRole('img')).toHaveAccessibleName('Boy Bag: photo coming soon');
    expect(within(cards[4]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('are taken over as they are, with no second request', async () => {
    const consoleError = vi.spyOn(console, 'error');
    show();
    await runEarlyScript(bags);
    const before = screen.getAllByRole('article');

    expect(await hydrate()).toEqual([]);
    expect(hydrationWarnings(consoleError.mock.calls)).toEqual([]);
    consoleError.mockRestore();
    expect(screen.getAllByRole('article')).toEqual(before);
    expect(fetchPublicCatalog).toHaveBeenCalledTimes(1);
  });

  it('show Load more under a full page, as the app does', async () => {
    const page = Array.from({ length: 24 }, (_, index) =>
      productFixture({ id: `bag-${index}`, access_levels: 'Any' }),
    );
    show();
    await runEarlyScript(page);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
    expect(await hydrate()).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });

  it('are not put up once the app has taken the page over: it shows the bags itself', async () => {
    const consoleError = vi.spyOn(console, 'error');
    let answer: (products: Product[]) => void = () => {};
    vi.mocked(fetchPublicCatalog).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    const early = showFirstPageEarly((products) => showEarlyCards(document, products));
    expect(await hydrate()).toEqual([]);
    answer(bags);
    await act(() => early);
    expect(hydrationWarnings(consoleError.mock.calls)).toEqual([]);
    consoleError.mockRestore();
    expect(await screen.findAllByRole('article')).toHaveLength(bags.length);
    expect(fetchPublicCatalog).toHaveBeenCalledTimes(1);
  });
});
