import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ADD_ONS,
  TIERS,
  VAULT_MIN_VALUE_CENTS,
  accessTier,
  formatCents,
  opensVault,
  type TierId,
  type VaultPiece,
} from '@unlimited/domain';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { ProductGridSkeleton } from '@/components/catalog/product-grid-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { VaultPieceState } from '../api/get-piece-state';
import { useVaultShowcase, type VaultState } from '../api/use-vault';

/** Who is looking: it decides what the pieces lead to and the step the page offers. */
export type VaultViewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'admin' }
  /** `opens`: their catalogue is Crown's (Crown, or Elite with Select Access). */
  | { kind: 'member'; tier: TierId | null; opens: boolean };

/**
 * Reads where a piece is and hands it to its card (`LivePieceState`, which needs
 * Firestore): given by the signed-in route, so the visitor's page loads no Firebase code.
 */
export type PieceStateSource = ComponentType<{
  id: string;
  children: (state: VaultPieceState | null) => ReactNode;
}>;

const minValue = formatCents(VAULT_MIN_VALUE_CENTS);
const selectAccess = ADD_ONS.selectAccess;

/** `a Reserve member`, `an Elite member`. */
const aMemberOf = (tier: TierId) => {
  const name = TIERS[tier].name;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} member`;
};

/** Whether the viewer may open the pieces' pages (and choose one). */
const choosable = (viewer: VaultViewer) =>
  viewer.kind === 'admin' || (viewer.kind === 'member' && viewer.opens);

function Step({ viewer }: { viewer: VaultViewer }) {
  if (viewer.kind === 'loading') return <p className="h-12" aria-hidden="true" />;
  if (viewer.kind === 'admin') {
    return (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        You see the Vault as Crown members do: each piece opens its page.
      </p>
    );
  }
  if (viewer.kind === 'member' && viewer.opens) {
    return (
      <p className="text-base text-neutral-700 dark:text-neutral-300">
        Your membership opens the Vault. Choose any piece that is available from its page, as in the
        closet.
      </p>
    );
  }
  if (viewer.kind === 'member' && viewer.tier !== null) {
    // Select Access opens the tier above's pieces: the Vault's, for Elite.
    const withSelectAccess = opensVault(accessTier(viewer.tier, true));
    return (
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <p className="text-base text-neutral-700 dark:text-neutral-300">
          You are {aMemberOf(viewer.tier)}. The Vault opens with Crown (
          {formatCents(TIERS.crown.monthlyPriceCents)} a month)
          {withSelectAccess
            ? `, or with ${selectAccess.name} (${formatCents(selectAccess.monthlyPriceCents)} a month more).`
            : '.'}
        </p>
        <Button asChild size="lg" tracking="wider" wrap>
          <Link to={paths.membershipManage}>STEP UP TO CROWN</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <Button asChild size="lg" tracking="wider" wrap>
        <Link to={`${paths.waitlist}?tier=crown`}>JOIN THE WAITLIST FOR CROWN</Link>
      </Button>
      {viewer.kind === 'visitor' && (
        <Button asChild variant="outline" size="lg">
          <Link to={paths.login}>Sign In</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * A piece of the showcase. The first row (up to four across) loads its photo at
 * once, the very first two with high priority: the page's largest paint is one of them
 * (Lighthouse waited 4.3 s for it while every photo was lazy). `state` is where the piece
 * is, as the closet's cards say it (its badge on the photo, its date below), for a viewer
 * who may read it; null shows none.
 */
function PieceCard({
  piece,
  open,
  index,
  state,
}: {
  piece: VaultPiece;
  open: boolean;
  index: number;
  state: VaultPieceState | null;
}) {
  const body = (
    <>
      <div className="relative aspect-square overflow-hidden rounded-xl bg-neutral-100 dark:bg-neutral-900">
        {piece.photo ? (
          <ProductPhoto
            src={piece.photo}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            alt={piece.title}
            loading={index < 4 ? 'eager' : 'lazy'}
            fetchPriority={index < 2 ? 'high' : 'auto'}
            className="size-full object-cover"
          />
        ) : null}
        {state && (
          <span
            data-card-state={state.kind}
            className={`absolute bottom-3 left-3 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${state.tone}`}
          >
            {state.label}
          </span>
        )}
      </div>
      <p className="mt-3 text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
        {piece.brand}
      </p>
      <h2 className="mt-1 font-display text-lg leading-snug">{piece.title}</h2>
      <p className="mt-1 text-sm text-neutral-700 tabular-nums dark:text-neutral-300">
        Valued at {formatCents(piece.price)}
      </p>
      {state?.detail && (
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{state.detail}</p>
      )}
    </>
  );
  return (
    <li>
      {open ? (
        <Link
          to={paths.bag(piece.id)}
          className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {body}
        </Link>
      ) : (
        <article aria-label={piece.title}>{body}</article>
      )}
    </li>
  );
}

function Pieces({
  state,
  viewer,
  PieceState,
}: {
  state: VaultState;
  viewer: VaultViewer;
  PieceState: PieceStateSource | undefined;
}) {
  if (state.status === 'loading') return <ProductGridSkeleton label="Loading the Vault" />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="py-12 text-center">
        <p>The Vault could not be loaded. Check your connection and try again.</p>
        <Button className="mt-4" variant="outline" onClick={state.retry}>
          Try Again
        </Button>
      </div>
    );
  }
  const { pieces, total } = state.showcase;
  if (pieces.length === 0) {
    return (
      <p className="py-12 text-center text-neutral-700 dark:text-neutral-300">
        The Vault is being restocked. Its next pieces arrive soon.
      </p>
    );
  }
  return (
    <>
      <ul
        aria-label="Pieces in the Vault"
        className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
      >
        {pieces.map((piece, index) =>
          // Only a viewer who may choose the pieces may read where they are.
          PieceState && choosable(viewer) ? (
            <PieceState key={piece.id} id={piece.id}>
              {(pieceState) => <PieceCard piece={piece} open index={index} state={pieceState} />}
            </PieceState>
          ) : (
            <PieceCard
              key={piece.id}
              piece={piece}
              open={choosable(viewer)}
              index={index}
              state={null}
            />
          ),
        )}
      </ul>
      {total > pieces.length && (
        <p className="mt-8 text-center text-sm text-neutral-600 dark:text-neutral-400">
          Showing the {pieces.length} most valuable of {total} pieces.
        </p>
      )}
    </>
  );
}

/**
 * `/vault`: the rarest pieces (open to Crown only, valued at {@link VAULT_MIN_VALUE_CENTS}
 * or more), from the public showcase. Crown members, and Elite members with Select Access
 * (who see Crown's pieces), open each piece's page and choose it as in the closet, and
 * see where each piece is (from `PieceState`); everyone else sees the showcase and the
 * step up.
 */
export function VaultPage({
  viewer,
  PieceState,
}: {
  viewer: VaultViewer;
  PieceState?: PieceStateSource;
}) {
  const state = useVaultShowcase();
  return (
    <main className="px-6 py-16 lg:py-20">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
            For Crown members
          </p>
          <h1 className="mt-4 font-display text-4xl tracking-[0.02em] sm:text-5xl">The Vault</h1>
          <p className="mt-6 text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">
            The rarest pieces in the closet, each valued at {minValue} or more, kept for Crown
            members and for {TIERS.elite.name} members with {selectAccess.name}.
          </p>
          <div className="mt-8">
            <Step viewer={viewer} />
          </div>
        </header>
        <section aria-label="The Vault's pieces" className="mt-14">
          <Pieces state={state} viewer={viewer} PieceState={PieceState} />
        </section>
      </div>
    </main>
  );
}
