import type { ReactNode } from 'react';
import type { Product } from '@unlimited/domain';
import { ProductCard, type CardPhotoPriority } from '@/components/catalog/product-card';
import { useSession } from '@/lib/session/session';
import { useBagSummary } from '../api/get-queues';

interface MemberCardProps {
  product: Product;
  /** She is sending this bag back (see `returningBag`): no queue to join. */
  returning?: boolean;
  action?: ReactNode;
  priority?: CardPhotoPriority;
  headingLevel?: 'h2' | 'h3';
}

/** A bag that is out: its queue's estimate and length from its summary, live. */
function OutCard({ product, ...props }: MemberCardProps) {
  const summary = useBagSummary(product.id);
  const queue =
    summary.status === 'success'
      ? { backEstimate: summary.bag.back_estimate, queueLength: summary.bag.queue_length }
      : summary.status === 'loading'
        ? null
        : // No summary to read (not yet written): the card says what the product says.
          undefined;
  return <ProductCard product={product} queue={queue} {...props} />;
}

/**
 * A closet card for someone signed in. A member with a tier sees, on a bag that is out,
 * held or in care, when it is expected back and how many wait (the bag's summary, which
 * the rules let a member with a tier read), and "Join the queue"; anyone else gets the
 * visitor's card.
 */
export function MemberProductCard(props: MemberCardProps) {
  const session = useSession();
  if (props.product.borrow_status === 'Available' || session.tier === null) {
    return <ProductCard {...props} />;
  }
  return <OutCard {...props} />;
}

/**
 * The catalogue's card renderer for a member whose bags in `returning` are on their way
 * back from her (`CatalogPage`, `BrandProducts`).
 */
export function memberCardRenderer(returning: ReadonlySet<string>) {
  return (
    product: Product,
    card: { action?: ReactNode; priority?: CardPhotoPriority; headingLevel?: 'h2' | 'h3' },
  ): ReactNode => (
    <MemberProductCard product={product} returning={returning.has(product.id)} {...card} />
  );
}

/** The catalogue's card renderer on a signed-in page (`CatalogPage`, `BrandProducts`). */
export function renderMemberCard(
  product: Product,
  card: { action?: ReactNode; priority?: CardPhotoPriority; headingLevel?: 'h2' | 'h3' },
): ReactNode {
  return <MemberProductCard product={product} {...card} />;
}
