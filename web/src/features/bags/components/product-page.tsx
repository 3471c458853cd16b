import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductPhoto } from '@/components/catalog/product-photo';
import {
  ACCESS_LEVEL_LABELS,
  accessTier as accessTierOf,
  closetState,
  formatCents,
  memberPurchasePrice,
  productName,
  RANK_LABELS,
  RANKS,
  TIERS,
  type Product,
  type TierId,
} from '@unlimited/domain';
import { BagCondition } from '@/components/condition/bag-condition';
import { PageLoader } from '@/components/ui/page-loader';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { catalogTier } from '@/lib/session/catalog-tier';
import { useSession } from '@/lib/session/session';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useHeldBags } from '../api/get-held-bags';
import { useProduct } from '../api/get-product';
import { ChooseBag } from './choose-bag';
import { monthDay } from '@/lib/dates';

/** The condition grades in one line, best first: "SA Like New, A Excellent, … BC Fair". */
const RANK_SCALE = `Our grades, best first: ${RANKS.map((rank) => `${rank} ${RANK_LABELS[rank]}`).join(', ')}.`;

/**
 * The bag's photos: the chosen one large, the others as thumbnails. A photo that does not
 * load (moved, offline) is replaced by the calm placeholder, never the browser's
 * broken-image icon.
 */
function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const markFailed = (photo: string) =>
    setFailed((prev) => (prev.has(photo) ? prev : new Set(prev).add(photo)));
  const photos = product.photos;
  const main = photos[index];
  const mainLoads = main !== undefined && !failed.has(main);
  const name = productName(product.brand, product.title);
  return (
    <div className="flex flex-col gap-3">
      <ProductPhoto
        // A new element per photo, so a failed photo's error never lands on the next one.
        key={mainLoads ? main : 'placeholder'}
        src={mainLoads ? main : placeholderPhoto}
        sizes="(min-width: 1024px) 560px, 100vw"
        alt={
          mainLoads
            ? photos.length > 1
              ? `${name}, photo ${index + 1} of ${photos.length}`
              : name
            : main
              ? `${name}: photo unavailable`
              : `${name}: photo coming soon`
        }
        onError={mainLoads ? () => markFailed(main) : undefined}
        // Wider than tall on phones, so the call to action fits the first screen.
        className="aspect-[5/4] w-full rounded-2xl bg-neutral-100 object-cover md:aspect-square dark:bg-neutral-800"
      />
      {photos.length > 1 && (
        <ul className="flex gap-2" aria-label="Photos">
          {photos.map((photo, i) => (
            <li key={photo}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className="size-16 overflow-hidden rounded-lg bg-neutral-100 ring-gold focus-visible:outline-2 focus-visible:outline-gold aria-[current=true]:ring-2 dark:bg-neutral-800"
              >
                <img
                  src={failed.has(photo) ? placeholderPhoto : photo}
                  alt=""
                  onError={failed.has(photo) ? undefined : () => markFailed(photo)}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// One label column for both lists, so their values line up.
const detailsClasses = 'grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm';

function ProductDetails({
  product,
  uid,
  tier,
  accessTier,
  titleAction,
  notice,
  choose,
}: {
  product: Product;
  uid: string | null;
  tier: TierId | null;
  accessTier: TierId | null;
  titleAction?: ReactNode;
  notice?: ReactNode;
  /** In place of "Choose this bag" (a visitor's bag that is out). */
  choose?: ReactNode;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2 md:gap-10">
      <Gallery product={product} />
      {/* Name, price, then the call to action; the details follow. */}
      <div className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
              {product.brand}
            </p>
            <h1 className="mt-1 font-display text-3xl sm:text-4xl">{product.title}</h1>
            {product.style && (
              <p className="mt-1 text-neutral-600 dark:text-neutral-400">{product.style}</p>
            )}
          </div>
          {titleAction}
        </div>
        <dl className={detailsClasses}>
          <dt className="text-neutral-600 dark:text-neutral-400">Retail price</dt>
          <dd>{formatCents(product.price)}</dd>
          {tier && (
            <>
              <dt className="text-neutral-600 dark:text-neutral-400">Member price</dt>
              <dd className="font-semibold">
                {formatCents(memberPurchasePrice(product.price, tier))}
              </dd>
            </>
          )}
        </dl>
        {notice}
        {choose ?? (
          <ChooseBag
            uid={uid}
            tier={tier}
            accessTier={accessTier}
            product={product}
            bagId={product.id}
          />
        )}
        <dl className={detailsClasses}>
          <dt className="text-neutral-600 dark:text-neutral-400">Condition</dt>
          <dd>
            <span className="font-semibold">
              {product.rank} · {RANK_LABELS[product.rank]}
            </span>
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">
              {RANK_SCALE}
            </span>
          </dd>
          <dt className="text-neutral-600 dark:text-neutral-400">Categories</dt>
          <dd>{product.categories.join(', ')}</dd>
          <dt className="text-neutral-600 dark:text-neutral-400">Access level</dt>
          <dd>{ACCESS_LEVEL_LABELS[product.access_levels]}</dd>
          {product.size && (
            <>
              <dt className="text-neutral-600 dark:text-neutral-400">Size</dt>
              <dd>{product.size}</dd>
            </>
          )}
        </dl>
        <p className="text-neutral-700 dark:text-neutral-300">{product.description}</p>
        <BagCondition bagId={product.id} grade={product.rank} />
      </div>
    </div>
  );
}

/**
 * What a visitor reads of a public bag that is out (with a member, held for the next in
 * line, or in care), where a member would choose it: where it is, when its loan is due
 * back (the product's return date), and that members queue for it.
 */
function OutForVisitor({ product }: { product: Product }) {
  const state = closetState(product.borrow_status, {
    dueAt: product.return_date,
    formatDate: monthDay,
  });
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800">
      <p className="font-semibold" data-card-state={state.kind}>
        {state.label}
        {state.detail ? ` · ${state.detail}` : ''}
      </p>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Members join its queue to be next when it is back. Membership is by invitation from the
        waitlist.
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={paths.waitlist} className="font-semibold underline underline-offset-4">
          Join the waitlist
        </Link>
        <Link to={paths.login} className="underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </div>
  );
}

/**
 * A bag a visitor may not open: open to members only, or gone (the rules let a visitor
 * read only bags in the public closet, so which one is not known).
 */
function NotAvailable() {
  return (
    <div className="py-16 text-center">
      <h1 className="font-display text-3xl">Bag not found</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        This bag is not in the public closet: it may be open to members only, or no longer in the
        closet. Members see more of the closet.
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <Link to={paths.bags} className="underline">
          Browse the closet
        </Link>
        <Link to={paths.waitlist} className="underline">
          Join the waitlist
        </Link>
      </p>
    </div>
  );
}

/**
 * What more of the closet a member of `tier` (seeing `accessTier`'s pieces) could open,
 * or `null` for Crown, who sees every bag.
 */
function widerAccess(tier: TierId, accessTier: TierId | null): string | null {
  const sees = accessTier ?? tier;
  if (sees === 'crown') return null;
  const every = `${TIERS.crown.name} membership includes every bag in the closet`;
  if (sees !== tier) return `${every}.`;
  const above = TIERS[accessTierOf(tier, true) ?? tier].name;
  return `${every}; Select Access adds the ${above} pieces to ${TIERS[tier].name}.`;
}

/**
 * A bag a member may not open and that is not out: it is outside their membership's
 * access (the rules do not let them read which level it has), or no longer in the
 * closet. Never "chosen by another member": a bag that is out shows its queue.
 */
function NotInMembership({ tier, accessTier }: { tier: TierId | null; accessTier: TierId | null }) {
  const wider = tier === null ? null : widerAccess(tier, accessTier);
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-display text-3xl">
        {tier === null || wider === null ? 'Bag not found' : 'Not in your membership'}
      </h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        {tier === null
          ? 'This bag is not available to you: an active membership opens the closet.'
          : wider === null
            ? 'This bag is no longer in the closet.'
            : `This bag is not among the bags your ${TIERS[tier].name} membership includes, or it is no longer in the closet.`}
      </p>
      {wider && <p className="mt-2 text-neutral-600 dark:text-neutral-400">{wider}</p>}
      <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <Link to={paths.bags} className="underline">
          Browse the closet
        </Link>
        {tier !== 'crown' && (
          <Link to={paths.membershipManage} className="underline">
            Manage Membership
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * A bag a member cannot open: their own (chosen, on loan to them), one that is out (what
 * `bagOut` shows: its queue), or not in their membership.
 */
function NotAvailableToMember({
  uid,
  tier,
  accessTier,
  productId,
  bagOut,
}: {
  uid: string;
  tier: TierId | null;
  accessTier: TierId | null;
  productId: string;
  bagOut?: ((productId: string, fallback: ReactNode) => ReactNode) | undefined;
}) {
  const held = useHeldBags(uid);
  if (held.status === 'loading') return <PageLoader label="Loading bag..." />;
  if (!held.bagIds.includes(productId)) {
    const fallback = <NotInMembership tier={tier} accessTier={accessTier} />;
    return bagOut ? bagOut(productId, fallback) : fallback;
  }
  return (
    <div className="py-16 text-center">
      <h1 className="font-display text-3xl">This bag is in your rotation</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        You chose it, so it is no longer in the closet. Its status and swap clock are on your
        dashboard.
      </p>
      <Link to={paths.dashboard} className="mt-4 inline-block underline">
        Go to your dashboard
      </Link>
    </div>
  );
}

/**
 * `/bags/:productId`. `titleAction(product)` puts a control by the title (a member's
 * heart); `notice(product)` a note above "Choose this bag" (a hold for the member);
 * `bagOut(productId, fallback)` what a member sees of a bag that is out (its queue);
 * `heldForViewer`: the signed-in member's queue entry holds this bag's offer (Reserved for
 * them), which the product itself does not say.
 */
export function ProductPage({
  productId,
  titleAction,
  notice,
  bagOut,
  heldForViewer = false,
}: {
  productId: string;
  heldForViewer?: boolean;
  titleAction?: (product: Product) => ReactNode;
  notice?: (product: Product) => ReactNode;
  bagOut?: (productId: string, fallback: ReactNode) => ReactNode;
}) {
  const session = useSession();
  const state = useProduct(productId, catalogTier(session), heldForViewer);
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={paths.bags} className="text-sm underline-offset-4 hover:underline">
        ← All bags
      </Link>
      <div className="mt-4 sm:mt-6">
        {(state.status === 'loading' || session.status === 'loading') && (
          <PageLoader label="Loading bag..." />
        )}
        {state.status === 'error' && (
          <div role="alert" className="py-10 text-center">
            <p className="text-red-700 dark:text-red-400">
              We could not load this bag. Check your connection and try again.
            </p>
            <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
              Try again
            </Button>
          </div>
        )}
        {session.status !== 'loading' &&
          (state.status === 'not-found' || (state.status === 'out' && session.user)) &&
          (session.user ? (
            <NotAvailableToMember
              uid={session.user.uid}
              tier={session.tier}
              accessTier={catalogTier(session)}
              productId={productId}
              bagOut={bagOut}
            />
          ) : (
            <NotAvailable />
          ))}
        {session.status !== 'loading' && state.status === 'out' && !session.user && (
          <ProductDetails
            product={state.product}
            uid={null}
            tier={null}
            accessTier={null}
            choose={<OutForVisitor product={state.product} />}
          />
        )}
        {session.status !== 'loading' && state.status === 'success' && (
          <ProductDetails
            product={state.product}
            uid={session.user?.uid ?? null}
            tier={session.tier}
            accessTier={catalogTier(session)}
            titleAction={titleAction?.(state.product)}
            notice={notice?.(state.product)}
          />
        )}
      </div>
    </main>
  );
}
