/**
 * The closet's "For you" order, loaded only when a member chooses it (the member closet
 * imports this module on demand, so the ranking is not in `/bags`' first load).
 */
import { styleOrder, type Product, type StyleAnswers } from '@unlimited/domain';

/** `products` best first for `answers` (the domain's ranking; bags above the budget last). */
export function forYouOrder(products: readonly Product[], answers: StyleAnswers): Product[] {
  return styleOrder(products, answers);
}
