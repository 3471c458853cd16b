import { TIER_LIST } from '@unlimited/domain';
import { STEP_IMAGES, type RenderedImage } from '@/lib/public-data/site-images';

/* Texts shared by the landing page and the info pages, worded as the spec gives them. */

const swapDays = TIER_LIST.map((tier) => tier.swapEveryDays);
/** "every 30, 21 or 14 days". */
export const SWAP_RHYTHMS = `every ${swapDays.slice(0, -1).join(', ')} or ${swapDays.at(-1)} days`;

export interface HowItWorksStep {
  number: number;
  title: string;
  description: string;
  image: RenderedImage;
  imageAlt: string;
}

export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    number: 1,
    title: 'Join',
    description:
      'Choose a membership level to unlock a rotating collection of designer handbags, billed monthly.',
    image: STEP_IMAGES.join,
    imageAlt: 'A black membership card with a gold stripe and a gold chip',
  },
  {
    number: 2,
    title: 'Choose Your Bag',
    description:
      'Browse a curated closet and pick a piece. Every bag is authenticated and ready to ship.',
    image: STEP_IMAGES.choose,
    imageAlt: 'A bordeaux hobo bag beside a black top-handle bag with a gold lock',
  },
  {
    number: 3,
    title: 'Swap or Keep',
    description:
      `Keep the bag as long as you like, or swap it when your swap clock comes round (${SWAP_RHYTHMS}, by tier). Or buy it at your member price.`,
    image: STEP_IMAGES.swap,
    imageAlt: 'A cognac flap bag and a black bucket bag with a gold arrow between them',
  },
];

export interface ComparisonItem {
  text: string;
  available: boolean;
}

/** Name of the product in the comparison toggle ("{product} vs Traditional Buying"). */
export const PRODUCT_NAME = 'Unlimited';

/**
 * The spec's items, but "Wear it for one month" reads "Wear it for a monthly fee": a member
 * keeps a bag as long as they like (DESIGN.md), and "as long as you like" would be true of
 * owning too, which this list marks as not available; the monthly fee is the difference.
 */
export const COMPARISON: Readonly<Record<'unlimited' | 'traditional', readonly ComparisonItem[]>> = {
  unlimited: [
    { text: 'Get the bag you love', available: true },
    { text: 'Wear it for a monthly fee', available: true },
    { text: 'Swap it next month', available: true },
    { text: 'Try multiple brands', available: true },
    { text: 'No commitment to buy', available: true },
    { text: 'Exclusive member perks', available: true },
  ],
  traditional: [
    { text: 'Pay thousands upfront', available: true },
    { text: 'Wear it for a monthly fee', available: false },
    { text: 'Swap it next month', available: false },
    { text: 'Try multiple brands', available: false },
    { text: 'No commitment to buy', available: false },
    { text: 'Exclusive member perks', available: false },
  ],
};

/** Fashion houses of the landing page's brand strip (the first 4 on narrow screens). */
export const BRAND_STRIP = [
  'Louis Vuitton',
  'Chanel',
  'Hermès',
  'Gucci',
  'Prada',
  'Dior',
  'Fendi',
] as const;
