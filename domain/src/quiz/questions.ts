/**
 * The style quiz's questions as data: five steps (occasions, colours, silhouettes, brands,
 * budget), each option with the words that find it in a bag's title, style, tags,
 * categories and description (the products carry no colour or shape field of their own).
 * `firestore.rules` reads the option ids from here (generated, see rules-constants.ts).
 */
import { KNOWN_BRANDS, brandToSlug } from '../catalogue';

/** One answer a question offers. */
export interface QuizOption {
  /** Stored in the answers (stable: renaming a label keeps saved profiles valid). */
  id: string;
  label: string;
  /** How the option reads in a pick's reason ("in black", "a tote"). */
  phrase: string;
  /** Whole words or phrases that find the option in a bag's text (lower case, no accents). */
  words: readonly string[];
}

/** How many options a question takes: several, or one. */
export type QuizQuestionKind = 'several' | 'one';

/** One step of the quiz. */
export interface QuizQuestion<Id extends string = string> {
  id: Id;
  kind: QuizQuestionKind;
  title: string;
  hint: string;
  options: readonly QuizOption[];
}

const option = (id: string, label: string, phrase: string, words: readonly string[]) => ({
  id,
  label,
  phrase,
  words,
});

/** When the bag would go out. */
export const OCCASION_OPTIONS = [
  option('everyday', 'Everyday errands', 'for every day', ['everyday', 'tote', 'canvas', 'hobo']),
  option('work', 'Work and meetings', 'for work', [
    'work',
    'tote',
    'structured',
    'top handle',
    'briefcase',
    'birkin',
    'kelly',
  ]),
  option('evening', 'Evenings out', 'for evenings', [
    'evening',
    'clutch',
    'chain',
    'pochette',
    'satin',
    'mini',
    'wallet on chain',
  ]),
  option('travel', 'Travel and weekends', 'for travel', [
    'travel',
    'weekend',
    'keepall',
    'duffle',
    'large',
    'neverfull',
    'crossbody',
  ]),
  option('occasions', 'Weddings and events', 'for occasions', [
    'icon',
    'classic flap',
    'kelly',
    'lady dior',
    'clutch',
    'embroidered',
  ]),
] as const satisfies readonly QuizOption[];

/** Colours, found in the bag's words (the products have no colour field). */
export const COLOUR_OPTIONS = [
  option('black', 'Black', 'in black', ['black', 'noir']),
  option('neutrals', 'Beige, cream and white', 'in a neutral', [
    'beige',
    'cream',
    'ivory',
    'white',
    'ecru',
    'nude',
    'etoupe',
    'taupe',
  ]),
  option('browns', 'Browns and tan', 'in brown', [
    'brown',
    'tan',
    'camel',
    'cognac',
    'monogram',
    'caramel',
    'chocolate',
  ]),
  option('reds', 'Reds and pinks', 'in red or pink', [
    'red',
    'pink',
    'rouge',
    'burgundy',
    'rose',
    'fuchsia',
  ]),
  option('blues-greens', 'Blues and greens', 'in blue or green', [
    'blue',
    'navy',
    'green',
    'teal',
    'denim',
    'bleu',
    'vert',
  ]),
  option('metallics', 'Metallics', 'in a metallic', [
    'metallic',
    'silver',
    'gold-tone',
    'champagne',
    'lame',
  ]),
] as const satisfies readonly QuizOption[];

/** Shapes of bag. */
export const SILHOUETTE_OPTIONS = [
  option('tote', 'Tote', 'a tote', ['tote', 'shopper', 'neverfull', 'cabas']),
  option('shoulder', 'Shoulder bag', 'a shoulder bag', ['shoulder', 'hobo', 'baguette', 'flap']),
  option('crossbody', 'Crossbody', 'a crossbody', [
    'crossbody',
    'cross-body',
    'messenger',
    'camera',
    'saddle',
  ]),
  option('top-handle', 'Top handle', 'a top handle', [
    'top handle',
    'top-handle',
    'speedy',
    'birkin',
    'kelly',
    'lady dior',
    'alma',
  ]),
  option('clutch', 'Clutch or pochette', 'a clutch', ['clutch', 'pochette', 'minaudiere', 'pouch']),
  option('mini', 'Mini bags', 'a mini', ['mini', 'nano', 'micro', 'card holder']),
] as const satisfies readonly QuizOption[];

/** The houses of the closet (the option id is the brand's slug, as `brand_slug` stores it). */
export const BRAND_OPTIONS: readonly QuizOption[] = KNOWN_BRANDS.map((brand) =>
  option(brandToSlug(brand), brand, brand, []),
);

/** A budget: the most a bag may be worth (retail value, cents), or no limit. */
export interface BudgetOption extends QuizOption {
  maxCents: number | null;
}

/** The retail value of the bags to show. A bag above the budget is not a pick. */
export const BUDGET_OPTIONS: readonly BudgetOption[] = [
  { ...option('up-to-2000', 'Up to $2,000', 'up to $2,000', []), maxCents: 200_000 },
  { ...option('up-to-5000', 'Up to $5,000', 'up to $5,000', []), maxCents: 500_000 },
  { ...option('up-to-10000', 'Up to $10,000', 'up to $10,000', []), maxCents: 1_000_000 },
  { ...option('any', 'No limit', 'any value', []), maxCents: null },
];

/** The question ids, in the quiz's order. */
export const QUIZ_QUESTION_IDS = [
  'occasions',
  'colours',
  'silhouettes',
  'brands',
  'budget',
] as const;
export type QuizQuestionId = (typeof QUIZ_QUESTION_IDS)[number];

/** The quiz: one question a step, in order. */
export const QUIZ_QUESTIONS: readonly QuizQuestion<QuizQuestionId>[] = [
  {
    id: 'occasions',
    kind: 'several',
    title: 'Where will your bags go?',
    hint: 'Choose as many as you like.',
    options: OCCASION_OPTIONS,
  },
  {
    id: 'colours',
    kind: 'several',
    title: 'Which colours do you wear most?',
    hint: 'Choose as many as you like.',
    options: COLOUR_OPTIONS,
  },
  {
    id: 'silhouettes',
    kind: 'several',
    title: 'Which shapes do you reach for?',
    hint: 'Choose as many as you like.',
    options: SILHOUETTE_OPTIONS,
  },
  {
    id: 'brands',
    kind: 'several',
    title: 'Which houses do you love?',
    hint: 'Choose as many as you like, or none to be surprised.',
    options: BRAND_OPTIONS,
  },
  {
    id: 'budget',
    kind: 'one',
    title: 'How much may a bag be worth?',
    hint: 'Its retail value. Your membership tier still decides which bags you can borrow.',
    options: BUDGET_OPTIONS,
  },
];

/** The option ids of each question (for the answers' schema and the rules). */
export function quizOptionIds(id: QuizQuestionId): string[] {
  const question = QUIZ_QUESTIONS.find((candidate) => candidate.id === id);
  return question ? question.options.map((choice) => choice.id) : [];
}
