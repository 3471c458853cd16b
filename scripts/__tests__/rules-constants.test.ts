/**
 * The tier constants of firestore.rules are generated from the domain's tier table
 * (scripts/lib/rules-constants.ts): the block in the file is current, the rest of the
 * rules write no tier fact of their own, and the generator reads the table.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TIER_IDS, TIERS } from '@unlimited/domain';
import {
  RULES_BEGIN,
  RULES_END,
  rulesConstantsBlock,
  withRulesConstants,
} from '../lib/rules-constants';

const RULES = readFileSync(
  fileURLToPath(new URL('../../firestore.rules', import.meta.url)),
  'utf8',
);

/** The rules without the generated block and without comments. */
function handWritten(rules: string): string {
  const begin = rules.lastIndexOf('\n', rules.indexOf(RULES_BEGIN));
  const end = rules.indexOf(RULES_END) + RULES_END.length;
  return (rules.slice(0, begin) + rules.slice(end)).replace(/\/\/[^\n]*/g, '');
}

describe('the tier constants of firestore.rules', () => {
  it('are current: the block in the file is what `npm run rules:generate` writes', () => {
    expect(RULES).toContain(RULES_BEGIN);
    expect(RULES).toContain(RULES_END);
    expect(withRulesConstants(RULES, rulesConstantsBlock())).toBe(RULES);
  });

  it('are the only place the rules write a tier fact (ids, caps, levels by tier)', () => {
    const rest = handWritten(RULES);
    for (const tier of TIER_IDS) expect(rest, tier).not.toContain(`'${tier}'`);
    for (const tier of Object.values(TIERS)) {
      if (tier.valueCapCents !== null) expect(rest).not.toContain(String(tier.valueCapCents));
    }
    expect(rest).not.toMatch(
      /function (tierIds|levelsByTier|tierAbove|valueCapByTier|fitsValueCap)\(/,
    );
  });

  it('replace only the block, and refuse a file without its markers', () => {
    const rules = `before\n    ${RULES_BEGIN}\n    old\n    ${RULES_END}\nafter\n`;
    expect(withRulesConstants(rules, '    NEW')).toBe('before\n    NEW\nafter\n');
    expect(() => withRulesConstants('no markers', '    NEW')).toThrow(/no generated block/);
  });
});
