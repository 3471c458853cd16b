import { Heart as HeartIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ACCESS_LEVEL_LABELS, productName, type Heart, type TierId } from '@unlimited/domain';
import { ProductCard } from '@/components/catalog/product-card';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { plural } from '@/lib/plural';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useSavedBag, type SavedBagState } from '../api/get-saved-bag';
import { HeartButton } from './heart-button';
import { useHeartsContext } from './hearts-context';
import { monthDay } from '@/lib/dates';

export const SAVED_LOAD_FAILED = 'Failed to load your saved bags. Please try again.';

type Unavailable = Exclude<SavedBagState, { status: 'loading' | 'in-closet' }>;

/** What a saved bag the member cannot open says instead of its card. */
function notice(state: Unavailable, heart: Heart): string {
  switch (state.status) {
    case 'out':
      if (state.atelier) {
        return 'Being cared for by our atelier. Open it to join its queue and be told when it is back.';
      }
      return state.backEstimate
        ? `Out with a member, expected back around ${monthDay(state.backEstimate)}. Open it for its queue: join it, or see your place.`
        : 'Out with a member right now. Open it for its queue: join it, or see your place.';
    case 'held':
      return 'It is your turn: this bag is held for you. Open it to choose it.';
    case 'sold':
      return 'Sold: a member bought this bag, so it will not come back to the closet.';
    case 'not-your-tier':
      return `A ${ACCESS_LEVEL_LABELS[heart.access_levels]} piece, outside your membership's access.`;
    case 'gone':
      return 'No longer in the closet.';
  }
}

/** A saved bag the member cannot open now: its snapshot, why, and the heart to remove it. */
function UnavailableSavedBag({ heart, state }: { heart: Heart; state: Unavailable }) {
  const name = productName(heart.brand, heart.title);
  const bag = {
    id: heart.product_id,
    title: heart.title,
    brand: heart.brand,
    photos: heart.photo ? [heart.photo] : [],
    access_levels: heart.access_levels,
  };
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-dashed border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900">
      <div className="relative aspect-square bg-neutral-100 dark:bg-neutral-800">
        <img
          src={heart.photo ?? placeholderPhoto}
          alt={name}
          loading="lazy"
          className="size-full object-cover opacity-60 grayscale"
        />
        {state.status === 'sold' && (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-[0.2em] text-white uppercase dark:bg-white dark:text-ink">
            Sold
          </span>
        )}
        <HeartButton bag={bag} corner />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
          {heart.brand}
        </p>
        <h2 className="font-display text-lg leading-snug">
          {state.status === 'out' || state.status === 'held' ? (
            <Link to={paths.bag(heart.product_id)} className="underline-offset-4 hover:underline">
              {heart.title}
            </Link>
          ) : (
            heart.title
          )}
        </h2>
        <p className="mt-auto pt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {notice(state, heart)}
        </p>
      </div>
    </article>
  );
}

function SavedBag({ heart, tier }: { heart: Heart; tier: TierId | null }) {
  const state = useSavedBag(heart, tier);
  if (state.status === 'loading') {
    return (
      <div
        aria-hidden="true"
        className="aspect-[3/4] w-full animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800"
      />
    );
  }
  if (state.status === 'in-closet') {
    return (
      <ProductCard
        headingLevel="h2"
        product={state.product}
        action={<HeartButton bag={state.product} />}
      />
    );
  }
  return <UnavailableSavedBag heart={heart} state={state} />;
}

/** `/saved`: the bags the member saved, newest first (inside a HeartsProvider). */
export function SavedPage({ tier }: { tier: TierId | null }) {
  const hearts = useHeartsContext();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl">Saved</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        The bags you hearted. Tap a heart again to remove a bag.
      </p>
      <div className="mt-8">
        {(hearts === null || hearts.status === 'loading') && (
          <PageLoader label="Loading your saved bags..." />
        )}
        {hearts?.status === 'error' && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {SAVED_LOAD_FAILED}
          </p>
        )}
        {hearts?.status === 'success' && hearts.hearts.length === 0 && (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 px-4 py-12 text-center dark:border-neutral-700">
            <HeartIcon aria-hidden="true" className="size-8 text-gold" />
            <p className="text-neutral-600 dark:text-neutral-400">
              No saved bags yet. Tap the heart on any bag to keep it here.
            </p>
            <Link to={paths.bags} className="underline underline-offset-4">
              Browse the closet
            </Link>
          </div>
        )}
        {hearts?.status === 'success' && hearts.hearts.length > 0 && (
          <>
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
              {plural(hearts.hearts.length, 'saved bag', 'saved bags')}
            </p>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              {hearts.hearts.map((heart) => (
                <li key={heart.id} className="flex">
                  <SavedBag heart={heart} tier={tier} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </main>
  );
}
