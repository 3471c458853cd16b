import { rankForStyle, type Product, type StyleAnswers } from '@unlimited/domain';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductGridSkeleton } from '@/components/catalog/product-grid-skeleton';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The bags the picks are ranked from: the viewer's closet (the visitor's, or their tier's). */
export type PicksState =
  { status: 'loading' | 'error'; products: [] } | { status: 'success'; products: Product[] };
export type UsePicksSource = () => PicksState;

/** How many picks the results show. */
export const PICKS_SHOWN = 6;

/** The best bags of the closet for `answers`, each with why (the domain's `rankForStyle`). */
export function QuizPicks({ answers, state }: { answers: StyleAnswers; state: PicksState }) {
  if (state.status === 'loading') return <ProductGridSkeleton label="Finding your picks..." />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        We could not load the closet to find your picks. Please reload the page to try again.
      </p>
    );
  }
  const { picks, overBudget } = rankForStyle(state.products, answers);
  if (picks.length === 0) {
    return (
      <p className="text-neutral-700 dark:text-neutral-300">
        {overBudget.length > 0
          ? 'No bag in the closet fits your budget right now. Retake the quiz with a higher budget, or '
          : 'The closet has no bags to show right now. '}
        <Link to={paths.bags} className="font-semibold underline underline-offset-2">
          browse the closet
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-3" aria-label="Your picks">
      {picks.slice(0, PICKS_SHOWN).map(({ product, reason }, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 2 ? 'auto' : 'lazy'} />
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{reason}</p>
        </li>
      ))}
    </ul>
  );
}
