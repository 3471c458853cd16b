import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CATEGORIES, type Category, type Product } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import type { UseCatalog } from '../api/catalog-filters';
import { CatalogGrid, LoadMore } from '@/components/catalog/catalog-grid';
import { ProductCard, type CardPhotoPriority } from '@/components/catalog/product-card';
import { AvailableNowFilter, useAvailableNow } from '@/components/catalog/available-now-filter';
import { ProductGridSkeleton } from '@/components/catalog/product-grid-skeleton';

/**
 * What the search box offers: what the search really matches. The first word is looked up
 * in the products' keywords (title, brand, style, categories and tags, which hold the
 * materials); the products carry no colour field, so colours are not promised.
 */
export const SEARCH_PLACEHOLDER = 'Search by brand, style or material';

/** The category of a `/categories/:slug` address (`bags` → `Bags`), or null. */
export function categoryFromSlug(slug: string): Category | null {
  return CATEGORIES.find((category) => category.toLowerCase() === slug.toLowerCase()) ?? null;
}

/** What an empty result says, for the search and the "Available now" filter. */
export function emptyText(search: string, availableOnly: boolean): string {
  const turnOff = 'Turn off “Available now” to see the bags that are out and join their queues.';
  if (availableOnly && search)
    return `No bags matching “${search}” are available right now. ${turnOff}`;
  if (availableOnly) return `No bags are available right now. ${turnOff}`;
  return search ? `No bags match “${search}”.` : 'No bags available at the moment.';
}

/** Renders one card of a catalogue grid (a member's card knows the queue of a bag that is out). */
export type RenderCard = (
  product: Product,
  card: { action?: ReactNode; priority: CardPhotoPriority; headingLevel?: 'h2' | 'h3' },
) => ReactNode;

/**
 * The closet's "For you" order (members): waiting for their style profile, none saved
 * (the page then offers the quiz), or a function that puts bags in their order (loaded
 * on demand, so the ranking is not in the closet's first load).
 */
export type ForYouOrder =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; order: (products: Product[]) => Promise<Product[]> };

/** The address's query parameter of the closet's order (`?sort=for-you`). */
export const SORT_PARAM = 'sort';
export const FOR_YOU = 'for-you';

/** `products` in the "For you" order once it is worked out (until then, as they are). */
function useOrdered(products: Product[], forYou: ForYouOrder | null): Product[] {
  const [ordered, setOrdered] = useState<{ from: Product[]; to: Product[] } | null>(null);
  const order = forYou?.status === 'ready' ? forYou.order : null;
  useEffect(() => {
    if (order === null) return;
    let live = true;
    order(products).then(
      (to) => {
        if (live) setOrdered({ from: products, to });
      },
      (error: unknown) => {
        // The ranking could not load (offline, a new release): the closet stays newest first.
        console.error('Could not order the closet for you', error);
      },
    );
    return () => {
      live = false;
    };
  }, [order, products]);
  return order !== null && ordered?.from === products ? ordered.to : products;
}

const defaultCard: RenderCard = (product, card) => <ProductCard product={product} {...card} />;

/**
 * `/bags` and `/categories/:slug`: the closet a viewer may see, every bag with its state
 * (available now, out with a member, held, in care), with search, category and the
 * "Available now" filter (in the address, `?available=1`). `useCatalog` is where it
 * comes from: the member's live Firestore catalogue or the visitor's REST one (the route
 * chooses, so a visitor's page loads no Firebase SDK). `cardAction` puts a control on each
 * card (a member's heart); `renderCard` draws a card (default: the visitor's).
 */
export function CatalogPage({
  category,
  useCatalog,
  cardAction,
  renderCard = defaultCard,
  forYou,
}: {
  category?: Category | undefined;
  useCatalog: UseCatalog;
  cardAction?: (product: Product) => ReactNode;
  renderCard?: RenderCard;
  /** Offers the "For you" order (members). */
  forYou?: ForYouOrder | undefined;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [availableOnly, setAvailableOnly] = useAvailableNow();
  const catalog = useCatalog({ category, search, availableOnly }, pages);
  const [params, setParams] = useSearchParams();
  const forYouChosen = forYou !== undefined && params.get(SORT_PARAM) === FOR_YOU;
  const products = useOrdered(catalog.products, forYouChosen ? forYou : null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPages(1);
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl">{category ?? 'The Closet'}</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        Authenticated designer pieces, ready to ship.
      </p>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end">
        <form role="search" onSubmit={onSearch} className="flex flex-1 gap-2">
          <label htmlFor="bag-search" className="sr-only">
            Search bags
          </label>
          <input
            id="bag-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            className="min-h-11 w-full rounded-full border border-neutral-300 bg-white px-4 py-2.5 dark:border-neutral-700 dark:bg-neutral-950"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <select
            value={category ?? ''}
            onChange={(event) =>
              navigate({
                pathname: event.target.value
                  ? paths.category(event.target.value.toLowerCase())
                  : paths.bags,
                // The category changes; "Available now" stays as it is.
                search: availableOnly ? '?available=1' : '',
              })
            }
            className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 py-2.5 dark:border-neutral-700 dark:bg-neutral-950"
          >
            <option value="">All categories</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {forYou && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Sort
            <select
              value={forYouChosen ? FOR_YOU : ''}
              onChange={(event) =>
                setParams(
                  (before) => {
                    const next = new URLSearchParams(before);
                    if (event.target.value === FOR_YOU) next.set(SORT_PARAM, FOR_YOU);
                    else next.delete(SORT_PARAM);
                    return next;
                  },
                  { replace: true },
                )
              }
              className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 py-2.5 dark:border-neutral-700 dark:bg-neutral-950"
            >
              <option value="">Newest</option>
              <option value={FOR_YOU}>For you</option>
            </select>
          </label>
        )}
        <AvailableNowFilter
          checked={availableOnly}
          onChange={(on) => {
            setAvailableOnly(on);
            setPages(1);
          }}
        />
      </div>

      {forYouChosen && forYou.status === 'none' && (
        <p className="mt-6 rounded-xl border border-neutral-200 px-4 py-3 text-sm dark:border-neutral-800">
          “For you” orders the closet by your style profile, and you have none yet.{' '}
          <Link to={paths.quiz} className="font-semibold underline underline-offset-2">
            Take the quiz
          </Link>{' '}
          to make one.
        </p>
      )}
      {forYouChosen && forYou.status === 'ready' && (
        <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          Ordered for you by your style profile: the bags loaded so far, best first.{' '}
          <Link to={paths.quiz} className="font-semibold underline underline-offset-2">
            Retake the quiz
          </Link>
        </p>
      )}

      {/* The visitor's early script puts the first page's cards here (features/bags/early). */}
      <div className="mt-8" data-catalog-results="">
        {catalog.status === 'loading' && <ProductGridSkeleton label="Loading bags..." />}
        {catalog.status === 'error' && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            Failed to load bags. Please try again.
          </p>
        )}
        {catalog.status === 'success' && catalog.products.length === 0 && (
          <p className="text-neutral-600 dark:text-neutral-400">
            {emptyText(search, availableOnly)}
          </p>
        )}
        {catalog.status === 'success' && catalog.products.length > 0 && (
          <CatalogGrid
            items={products}
            itemKey={(product) => product.id}
            renderCard={(product, card) =>
              renderCard(product, { action: cardAction?.(product), ...card })
            }
          />
        )}
        {catalog.loadingMore && <PageLoader label="Loading more bags..." />}
        {catalog.status === 'success' && catalog.hasMore && (
          <LoadMore onClick={() => setPages((count) => count + 1)} />
        )}
      </div>
    </main>
  );
}
