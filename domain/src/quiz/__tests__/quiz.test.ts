import { describe, expect, it } from 'vitest';
import {
  EMPTY_STYLE_ANSWERS,
  QUIZ_QUESTIONS,
  describeStyleAnswers,
  hasStyleAnswers,
  rankForStyle,
  styleAnswersSchema,
  styleOrder,
  type StyleAnswers,
  type StyleRankable,
} from '..';

const bag = (id: string, overrides: Partial<StyleRankable> = {}): StyleRankable => ({
  id,
  title: `Bag ${id}`,
  brand: 'Prada',
  brand_slug: 'prada',
  style: null,
  description: 'A bag.',
  categories: ['Bags'],
  tags: [],
  price: 150_000,
  ...overrides,
});

const answers = (overrides: Partial<StyleAnswers>): StyleAnswers => ({
  ...EMPTY_STYLE_ANSWERS,
  ...overrides,
});

const ids = (products: readonly { id: string }[]) => products.map((product) => product.id);

describe('the quiz questions', () => {
  it('asks five questions in order, the budget last and alone', () => {
    expect(QUIZ_QUESTIONS.map((question) => question.id)).toEqual([
      'occasions',
      'colours',
      'silhouettes',
      'brands',
      'budget',
    ]);
    expect(QUIZ_QUESTIONS.at(-1)?.kind).toBe('one');
  });

  it('gives every option an id unique within its question', () => {
    for (const question of QUIZ_QUESTIONS) {
      const optionIds = question.options.map((choice) => choice.id);
      expect(new Set(optionIds).size).toBe(optionIds.length);
    }
  });

  it('offers the houses by the slug the products store', () => {
    const brands = QUIZ_QUESTIONS.find((question) => question.id === 'brands');
    expect(brands?.options.find((choice) => choice.label === 'Hermès')?.id).toBe('hermes');
  });
});

describe('styleAnswersSchema', () => {
  it('reads missing questions as skipped', () => {
    expect(styleAnswersSchema.parse({})).toEqual(EMPTY_STYLE_ANSWERS);
  });

  it('drops a repeated answer', () => {
    expect(styleAnswersSchema.parse({ colours: ['black', 'black'] }).colours).toEqual(['black']);
  });

  it('refuses an answer the quiz does not offer, naming the question', () => {
    const result = styleAnswersSchema.safeParse({ colours: ['plaid'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Please choose answers the quiz offers for “Which colours do you wear most?”',
    );
  });

  it('refuses an unknown budget and a list where one answer is asked', () => {
    expect(styleAnswersSchema.safeParse({ budget: 'millions' }).success).toBe(false);
    expect(styleAnswersSchema.safeParse({ budget: ['any'] }).success).toBe(false);
  });

  it('refuses answers that are not an object with a sentence to act on', () => {
    expect(styleAnswersSchema.safeParse('everything').error?.issues[0]?.message).toBe(
      'The style quiz answers are not in a form we can read. Please take the quiz again.',
    );
  });

  it('says whether anything was answered', () => {
    expect(hasStyleAnswers(EMPTY_STYLE_ANSWERS)).toBe(false);
    expect(hasStyleAnswers(answers({ budget: 'any' }))).toBe(true);
    expect(hasStyleAnswers(answers({ brands: ['dior'] }))).toBe(true);
  });

  it('describes answers by their labels for admins', () => {
    const described = describeStyleAnswers(
      answers({ colours: ['black', 'metallics'], budget: 'up-to-5000' }),
    );
    expect(described.find((row) => row.id === 'colours')?.answer).toBe('Black, Metallics');
    expect(described.find((row) => row.id === 'budget')?.answer).toBe('Up to $5,000');
    expect(described.find((row) => row.id === 'brands')?.answer).toBe('No answer');
  });
});

describe('rankForStyle', () => {
  it('keeps the order given when nothing was answered, every bag a pick', () => {
    const products = [bag('a'), bag('b', { price: 9_000_000 }), bag('c')];
    const ranking = rankForStyle(products, EMPTY_STYLE_ANSWERS);
    expect(ids(ranking.picks.map((pick) => pick.product))).toEqual(['a', 'b', 'c']);
    expect(ranking.picks.every((pick) => pick.score === 0)).toBe(true);
    expect(ranking.picks[0]?.reason).toBe('In the closet now.');
    expect(ranking.overBudget).toEqual([]);
  });

  it('ranks an empty closet as empty', () => {
    expect(rankForStyle([], answers({ brands: ['chanel'] }))).toEqual({
      picks: [],
      overBudget: [],
    });
  });

  it('puts the chosen house first and says so', () => {
    const products = [bag('prada'), bag('chanel', { brand: 'Chanel', brand_slug: 'chanel' })];
    const [first] = rankForStyle(products, answers({ brands: ['chanel'] })).picks;
    expect(first?.product.id).toBe('chanel');
    expect(first?.reason).toBe('Chanel.');
  });

  it('finds shapes, colours and occasions in the bag’s words, whole words only', () => {
    const products = [
      bag('plain'),
      bag('tote', { title: 'Black Leather Tote', tags: ['everyday'] }),
      // "Totes" and "blackberry" are not a tote in black.
      bag('near', { title: 'Blackberry Totes Print Scarf' }),
    ];
    const ranking = rankForStyle(
      products,
      answers({ silhouettes: ['tote'], colours: ['black'], occasions: ['everyday'] }),
    );
    expect(ranking.picks[0]).toEqual({
      product: products[1],
      score: 5,
      reason: 'A tote, in black, for every day.',
    });
    expect(ranking.picks.find((pick) => pick.product.id === 'near')?.score).toBe(0);
  });

  it('matches words without regard to accents or case', () => {
    const products = [bag('a'), bag('b', { description: 'Rouge CLUTCH with a chain.' })];
    const [first] = rankForStyle(
      products,
      answers({ silhouettes: ['clutch'], colours: ['reds'] }),
    ).picks;
    expect(first?.product.id).toBe('b');
    expect(first?.reason).toBe('A clutch, in red or pink.');
  });

  it('counts a question once however many of its answers match', () => {
    const products = [bag('a', { title: 'Black Cream Tote' })];
    const [first] = rankForStyle(products, answers({ colours: ['black', 'neutrals'] })).picks;
    expect(first?.score).toBe(2);
  });

  it('leaves out the bags above the budget, in the order given', () => {
    const products = [
      bag('cheap', { price: 150_000 }),
      bag('dear', { price: 800_000, brand: 'Hermès', brand_slug: 'hermes' }),
      bag('at-limit', { price: 500_000 }),
      bag('dearer', { price: 900_000 }),
    ];
    const ranking = rankForStyle(products, answers({ budget: 'up-to-5000', brands: ['hermes'] }));
    expect(ids(ranking.picks.map((pick) => pick.product))).toEqual(['cheap', 'at-limit']);
    expect(ids(ranking.overBudget)).toEqual(['dear', 'dearer']);
    expect(ranking.picks[0]?.reason).toBe('Within your budget, up to $5,000.');
  });

  it('excludes nothing with no limit', () => {
    const products = [bag('a', { price: 10_000_000 })];
    expect(rankForStyle(products, answers({ budget: 'any' })).overBudget).toEqual([]);
  });

  it('keeps ties in the order given, whatever their ids', () => {
    const products = [
      bag('z', { title: 'Z Tote' }),
      bag('m'),
      bag('a', { title: 'A Tote' }),
      bag('b', { title: 'B Tote' }),
    ];
    const order = ids(
      rankForStyle(products, answers({ silhouettes: ['tote'] })).picks.map((pick) => pick.product),
    );
    expect(order).toEqual(['z', 'a', 'b', 'm']);
    // Same input, same answer.
    expect(ids(styleOrder(products, answers({ silhouettes: ['tote'] })))).toEqual(order);
  });

  it('orders the closet “For you”: picks first, then the bags above the budget', () => {
    const products = [bag('dear', { price: 900_000 }), bag('fit', { title: 'Mini Flap' })];
    expect(
      ids(styleOrder(products, answers({ budget: 'up-to-2000', silhouettes: ['mini'] }))),
    ).toEqual(['fit', 'dear']);
  });

  it('weighs the house above a shape, and a shape above an occasion', () => {
    const products = [
      bag('occasion', { tags: ['evening'] }),
      bag('shape', { title: 'Pochette' }),
      bag('house', { brand: 'Dior', brand_slug: 'dior' }),
    ];
    const order = rankForStyle(
      products,
      answers({ brands: ['dior'], silhouettes: ['clutch'], occasions: ['evening'] }),
    ).picks.map((pick) => pick.product.id);
    // The pochette is also an evening bag (1 more point): 3 each for house and shape+occasion.
    expect(order).toEqual(['shape', 'house', 'occasion']);
  });

  it('puts the bags that match before the scarves and jewellery that match', () => {
    const products = [
      bag('scarf', {
        title: 'Silk Twill Logo Scarf',
        brand: 'Chanel',
        brand_slug: 'chanel',
        categories: ['Accessories'],
      }),
      bag('tote', { title: 'Neverfull Tote', brand: 'Louis Vuitton', brand_slug: 'louis-vuitton' }),
      bag('plain', { title: 'Plain Bag', brand: 'Prada', brand_slug: 'prada' }),
      bag('bracelet', {
        title: 'Clic H Bracelet',
        brand: 'Chanel',
        brand_slug: 'chanel',
        categories: ['Jewelry'],
      }),
    ];
    const order = rankForStyle(
      products,
      answers({ brands: ['chanel'], silhouettes: ['tote'] }),
    ).picks.map((pick) => pick.product.id);
    // The house alone (3) outscores the shape (2), but a matching bag still comes first;
    // a piece that matches nothing comes last, bag or not.
    expect(order).toEqual(['tote', 'scarf', 'bracelet', 'plain']);
  });
});
