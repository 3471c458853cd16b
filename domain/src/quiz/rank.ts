/**
 * `rankForStyle`: orders bags by how well they fit someone's quiz answers, with a score
 * and a one-line reason for each. Pure and deterministic: bags that score the same keep
 * the order they came in (the closet's, newest first).
 */
import type { StyleAnswers } from './answers';
import {
  BRAND_OPTIONS,
  BUDGET_OPTIONS,
  COLOUR_OPTIONS,
  OCCASION_OPTIONS,
  SILHOUETTE_OPTIONS,
  type QuizOption,
} from './questions';

/** What the ranking reads of a product. */
export interface StyleRankable {
  id: string;
  title: string;
  brand: string;
  brand_slug?: string | undefined;
  style: string | null;
  description: string;
  categories: readonly string[];
  tags: readonly string[];
  /** Retail value, cents. */
  price: number;
}

/** Points a match of each question adds to a bag's score. */
export const STYLE_WEIGHTS = {
  brands: 3,
  silhouettes: 2,
  colours: 2,
  occasions: 1,
} as const;

/** One ranked bag. */
export interface StylePick<P> {
  product: P;
  score: number;
  /** One line saying why it is here ("Chanel, a shoulder bag, in black, for evenings."). */
  reason: string;
}

/** The ranking: the bags within the budget, best first, and those above it (as given). */
export interface StyleRanking<P> {
  picks: StylePick<P>[];
  overBudget: P[];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per option: any of its words, whole, in folded text. */
const patterns = new Map<QuizOption, RegExp>();
function patternOf(choice: QuizOption): RegExp | null {
  if (choice.words.length === 0) return null;
  let pattern = patterns.get(choice);
  if (!pattern) {
    const words = choice.words.map((word) => escape(fold(word)).replace(/[\s-]+/g, '[\\s-]+'));
    pattern = new RegExp(`(?<![a-z0-9])(?:${words.join('|')})(?![a-z0-9])`);
    patterns.set(choice, pattern);
  }
  return pattern;
}

/** The first chosen option whose words the text holds. */
function firstMatch(
  options: readonly QuizOption[],
  chosen: readonly string[],
  text: string,
): QuizOption | null {
  for (const choice of options) {
    if (!chosen.includes(choice.id)) continue;
    if (patternOf(choice)?.test(text)) return choice;
  }
  return null;
}

/** The budget's ceiling in cents, or null for none. */
export function budgetCeilingCents(budget: string | null): number | null {
  return BUDGET_OPTIONS.find((choice) => choice.id === budget)?.maxCents ?? null;
}

function sentence(parts: string[]): string {
  const line = parts.join(', ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}

/**
 * Ranks `products` for `answers`. A bag scores {@link STYLE_WEIGHTS} points per question
 * it matches (its house; a chosen shape, colour or occasion named in its title, style,
 * tags, categories or description). A bag worth more than the budget is no pick: it is
 * listed in `overBudget`, in the order given. The pieces that match come first, bags
 * (category Bags) before the others, each best score first; equal scores keep the order
 * given; with no answers every bag scores 0 and the order is the one given.
 */
export function rankForStyle<P extends StyleRankable>(
  products: readonly P[],
  answers: StyleAnswers,
): StyleRanking<P> {
  const ceiling = budgetCeilingCents(answers.budget);
  const brandOption = (product: P) => {
    const slug = product.brand_slug ?? fold(product.brand).replace(/[^a-z0-9]+/g, '-');
    return BRAND_OPTIONS.find((choice) => choice.id === slug && answers.brands.includes(slug));
  };
  const scored: (StylePick<P> & { index: number })[] = [];
  const overBudget: P[] = [];
  products.forEach((product, index) => {
    if (ceiling !== null && product.price > ceiling) {
      overBudget.push(product);
      return;
    }
    const text = fold(
      [
        product.title,
        product.style ?? '',
        ...product.tags,
        ...product.categories,
        product.description,
      ].join(' \n '),
    );
    const brand = brandOption(product) ?? null;
    const shape = firstMatch(SILHOUETTE_OPTIONS, answers.silhouettes, text);
    const colour = firstMatch(COLOUR_OPTIONS, answers.colours, text);
    const occasion = firstMatch(OCCASION_OPTIONS, answers.occasions, text);
    const score =
      (brand ? STYLE_WEIGHTS.brands : 0) +
      (shape ? STYLE_WEIGHTS.silhouettes : 0) +
      (colour ? STYLE_WEIGHTS.colours : 0) +
      (occasion ? STYLE_WEIGHTS.occasions : 0);
    const parts = [brand, shape, colour, occasion].flatMap((choice) =>
      choice ? [choice.phrase] : [],
    );
    const budget = BUDGET_OPTIONS.find((choice) => choice.id === answers.budget);
    const reason =
      parts.length > 0
        ? sentence(parts)
        : ceiling !== null && budget
          ? `Within your budget, ${budget.phrase}.`
          : 'In the closet now.';
    scored.push({ product, score, reason, index });
  });
  // A handbag quiz: among the pieces that match, bags come before scarves and jewellery
  // (a house's bracelet scored more than a bag in the chosen shape of another house).
  const matchingBag = (pick: StylePick<P>) =>
    pick.score > 0 && pick.product.categories.includes('Bags') ? 1 : 0;
  const matching = (pick: StylePick<P>) => (pick.score > 0 ? 1 : 0);
  scored.sort(
    (a, b) =>
      matching(b) - matching(a) ||
      matchingBag(b) - matchingBag(a) ||
      b.score - a.score ||
      a.index - b.index,
  );
  return {
    picks: scored.map(({ product, score, reason }) => ({ product, score, reason })),
    overBudget,
  };
}

/** The products in "For you" order: the picks best first, then those above the budget. */
export function styleOrder<P extends StyleRankable>(
  products: readonly P[],
  answers: StyleAnswers,
): P[] {
  const { picks, overBudget } = rankForStyle(products, answers);
  return [...picks.map((pick) => pick.product), ...overBudget];
}
