import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import {
  productCardView,
  type cardPriority,
  type CardQueueFacts,
  type ProductCardData,
  type ProductCardView,
} from '@/components/catalog/product-card-view';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

/** The detail line of a member's card for the bag she is sending back. */
export const RETURNING_DETAIL = 'On its way back from you';

/** How a card's photo loads: lazily, at once (first screen), or at once and first. */
export type CardPhotoPriority = ReturnType<typeof cardPriority>;

/**
 * A product in a catalogue grid (bags, categories, a brand's page): main photo (or the
 * placeholder), access level unless Any, where the bag is (available now, out with a
 * member and when it is expected back, held, in care), brand, title linking to the bag
 * page, retail price, rank. `queue` is a member's summary of a bag that is out (see
 * `productCardView`); with it the card also offers "Join the queue" (the bag's page,
 * where its queue panel is), unless it is `returning` (hers, on its way back). `headingLevel` fits the card title into the page's heading outline.
 * `action` (a member's heart) sits on the photo's corner, above the card's link.
 * `priority` is how its photo loads: `lazy` (the default, below the first screen), `auto`
 * (at once, on the first screen) or `high` (at once and first: the page's largest paint).
 */
export function ProductCard({
  product,
  queue,
  returning = false,
  headingLevel = 'h3',
  action,
  priority = 'lazy',
}: {
  product: ProductCardData;
  queue?: CardQueueFacts | null;
  /** The member is sending this bag back: hers until received, so no queue to join. */
  returning?: boolean;
  headingLevel?: 'h2' | 'h3';
  action?: ReactNode;
  priority?: CardPhotoPriority;
}) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = useRef<HTMLImageElement>(null);
  // A photo that failed before the app took the card over (a visitor's first cards on
  // `/bags` are up before it, `features/bags/early`): its error came before React listened.
  useEffect(() => {
    if (photo.current?.complete && photo.current.naturalWidth === 0) setPhotoFailed(true);
  }, []);
  const view = productCardView(product, photoFailed, queue);
  return (
    <ProductCardMarkup
      view={returning ? { ...view, state: { ...view.state, detail: RETURNING_DETAIL } } : view}
      queueLink={!returning && queue !== undefined && product.borrow_status !== 'Available'}
      photoRef={photo}
      headingLevel={headingLevel}
      action={action}
      priority={priority}
      onPhotoError={() => setPhotoFailed(true)}
    />
  );
}

/**
 * The card's markup for a worked-out view (`productCardView`). The build also renders it
 * with placeholders for the visitor's `/bags` to fill before the app has loaded
 * (`entry-server.tsx` earlyCardTemplates), so it takes its values from `view` alone.
 */
export function ProductCardMarkup({
  view,
  queueLink = false,
  headingLevel = 'h3',
  action,
  priority = 'lazy',
  onPhotoError,
  photoRef,
}: {
  view: ProductCardView;
  /** Offer "Join the queue" (a member's card of a bag that is not available). */
  queueLink?: boolean;
  headingLevel?: 'h2' | 'h3';
  action?: ReactNode;
  priority?: CardPhotoPriority;
  onPhotoError?: () => void;
  photoRef?: Ref<HTMLImageElement>;
}) {
  const Heading = headingLevel;
  return (
    // The card's link covers it (its ::after), so the card shows the link's focus: the
    // site's gold ring, round the whole card (an outline on the link itself would be
    // clipped by the card's rounded overflow).
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold dark:border-neutral-800 dark:bg-neutral-900">
      <div className="relative aspect-square overflow-hidden bg-neutral-100 dark:bg-neutral-800">
        <ProductPhoto
          src={view.photo.src}
          variants={view.photo.variants}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          alt={view.photo.alt}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          onError={onPhotoError}
          ref={photoRef}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {view.accessLabel !== null && (
          <Badge tone="gold" className="absolute top-3 left-3 shadow-sm">
            {view.accessLabel}
          </Badge>
        )}
        {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
        <span
          data-card-state={view.state.kind}
          className={`absolute bottom-3 left-3 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${view.state.tone}`}
        >
          {view.state.label}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
          {view.brand}
        </p>
        <Heading className="font-display text-lg leading-snug">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={paths.bag(view.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {view.title}
          </Link>
        </Heading>
        {/* Empty (and hidden) for a bag available now; one markup for every state. */}
        <p className="text-sm text-neutral-700 empty:hidden dark:text-neutral-300">
          {view.state.detail}
        </p>
        {queueLink && (
          // Above the card's link (its ::after), to the queue panel on the bag's page.
          <Link
            to={`${paths.bag(view.id)}#queue`}
            className="relative z-10 self-start text-sm font-semibold text-gold-deep underline underline-offset-4 dark:text-gold"
          >
            Join the queue <span className="sr-only">for {view.title}</span>
          </Link>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <p className="font-semibold">{view.price}</p>
          <Badge tone="neutral" title={`Condition: ${view.rankLabel}`}>
            {view.rank} · {view.rankLabel}
          </Badge>
        </div>
      </div>
    </article>
  );
}
