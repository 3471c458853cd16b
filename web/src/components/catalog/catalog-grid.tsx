import type { ReactNode } from 'react';
import type { CardPhotoPriority } from '@/components/catalog/product-card';
import { Button } from '@/components/ui/button';
import { cardPriority } from '@/components/catalog/product-card-view';

/** What each card of the grid is given: how its photo loads, and its heading's level. */
export interface GridCardProps {
  priority: CardPhotoPriority;
  headingLevel: 'h2';
}

/**
 * The catalogue's grid of cards (`/bags`, a category). The build also renders it with
 * placeholder cards for the visitor's `/bags` to fill before the app has loaded
 * (`features/bags/early`), so both come from here.
 */
export function CatalogGrid<T>({
  items,
  itemKey,
  renderCard,
}: {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderCard: (item: T, card: GridCardProps) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={itemKey(item, index)} className="flex">
          {renderCard(item, { priority: cardPriority(index), headingLevel: 'h2' })}
        </li>
      ))}
    </ul>
  );
}

/** The button under a full page of cards. */
export function LoadMore({ onClick }: { onClick: () => void }) {
  return (
    <div className="mt-8 text-center">
      <Button variant="outline" onClick={onClick}>
        Load more
      </Button>
    </div>
  );
}
