/**
 * The tier constants of firestore.rules, generated from the domain's tier table (rules
 * cannot import TypeScript), and the style quiz's option ids. `npm run rules:generate` writes the block between
 * {@link RULES_BEGIN} and {@link RULES_END}; `--check` (run by deploy:check) and
 * scripts/__tests__/rules-constants.test.ts fail when the file's block is stale. The rest
 * of the rules call these functions and write no tier fact of their own.
 */
import {
  ACCESS_LEVELS,
  MAX_TITLE_LENGTH,
  QUIZ_QUESTION_IDS,
  TIER_IDS,
  quizOptionIds,
  TIER_LIST,
  accessTier,
  tierValueCapCents,
  visibleAccessLevels,
  type TierId,
} from '@unlimited/domain';

export const RULES_BEGIN = '// ---- BEGIN tier constants';
export const RULES_END = '// ---- END tier constants';

/** The indentation of the functions inside `match /databases/{database}/documents`. */
const INDENT = '    ';

const quote = (value: string) => `'${value}'`;
const list = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;
/** A map literal: on one line when short, else one entry a line. */
function map(entries: readonly (readonly [string, string])[]): string {
  const pairs = entries.map(([key, value]) => `${quote(key)}: ${value}`);
  const line = `{${pairs.join(', ')}}`;
  return line.length <= 72 ? line : `{\n  ${pairs.join(',\n  ')}\n}`;
}

/** `function name(args) { return body; }` under a comment, indented. */
function ruleFunction(comment: string, signature: string, body: string): string {
  return [
    ...comment.split('\n').map((line) => `// ${line}`),
    `function ${signature} {`,
    ...`  return ${body};`.split('\n').map((line, i) => (i === 0 ? line : `  ${line}`)),
    '}',
  ]
    .map((line) => INDENT + line)
    .join('\n');
}

/** The tiers (and `none`, the rules' name of no tier) in ascending order. */
const WITH_NONE: readonly (TierId | null)[] = [null, ...TIER_IDS];
const keyOf = (tier: TierId | null) => tier ?? 'none';

/**
 * The generated block (markers included), from the domain as it is loaded: TIER_IDS,
 * ACCESS_LEVELS, `visibleAccessLevels`, `accessTier`, `tierValueCapCents` and the tiers'
 * own caps (`valueCapCents`, as `fitsValueCap` reads them).
 */
export function rulesConstantsBlock(): string {
  const levels = WITH_NONE.map((tier) => [keyOf(tier), list(visibleAccessLevels(tier))] as const);
  const above = TIER_IDS.map((tier) => [tier, quote(accessTier(tier, true) ?? tier)] as const);
  const caps = WITH_NONE.flatMap((tier) => {
    const cap = tierValueCapCents(tier);
    return cap === null ? [] : [[keyOf(tier), String(cap)] as const];
  });
  // The tiers with a cap of their own, as fitsValueCap reads them.
  const ownCaps = TIER_LIST.flatMap((tier) =>
    tier.valueCapCents === null ? [] : [[tier.id, tier.valueCapCents] as const],
  );
  const fits =
    ownCaps.length === 0
      ? 'true'
      : ownCaps
          .map(([tier, cap]) => `(p.price <= ${cap} || !(p.access_levels in levelsByTier()['${tier}']))`)
          .join('\n    && ');
  return [
    `${INDENT}${RULES_BEGIN}: generated from domain/src/membership/tier-table.ts and domain/src/quiz by \`npm run rules:generate\`; do not edit`,
    '',
    ruleFunction('The tier ids, in ascending order (TIER_IDS).', 'tierIds()', list(TIER_IDS)),
    '',
    ruleFunction(
      'The access levels a product may be stored with (ACCESS_LEVELS).',
      'accessLevels()',
      list(ACCESS_LEVELS),
    ),
    '',
    ruleFunction(
      "The access levels each tier may see (visibleAccessLevels; 'none': no tier).",
      'levelsByTier()',
      map(levels),
    ),
    '',
    ruleFunction(
      'The tier whose pieces Select Access opens to each tier (accessTier).',
      'tierAbove()',
      map(above),
    ),
    '',
    ruleFunction(
      "The most a bag may be valued at, in cents, for a member whose catalogue is each\ntier's (tierValueCapCents; 'none': no tier). A tier not named has no cap.",
      'valueCapByTier()',
      map(caps),
    ),
    '',
    ruleFunction(
      "Whether product p's price fits the cap of every tier its level is open to\n(fitsValueCap): one line per tier with a cap of its own.",
      'fitsValueCap(p)',
      fits,
    ),
    '',
    ruleFunction(
      'The longest product title, in characters (MAX_TITLE_LENGTH).',
      'maxTitleLength()',
      String(MAX_TITLE_LENGTH),
    ),
    '',
    ruleFunction(
      "The option ids of each style quiz question (quizOptionIds), for a member's saved\nstyle profile.",
      'quizOptions()',
      map(QUIZ_QUESTION_IDS.map((id) => [id, list(quizOptionIds(id))] as const)),
    ),
    '',
    INDENT + RULES_END,
  ].join('\n');
}

/** `rules` with its generated block replaced by `block`. Throws without both markers. */
export function withRulesConstants(rules: string, block: string): string {
  const begin = rules.indexOf(RULES_BEGIN);
  const end = rules.indexOf(RULES_END);
  if (begin === -1 || end === -1 || end < begin) {
    throw new Error(`firestore.rules has no generated block (${RULES_BEGIN} … ${RULES_END})`);
  }
  const lineStart = rules.lastIndexOf('\n', begin) + 1;
  return rules.slice(0, lineStart) + block + rules.slice(end + RULES_END.length);
}
