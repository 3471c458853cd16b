/**
 * `npm run rules:generate`: writes the tier constants of firestore.rules from the domain's
 * tier table (scripts/lib/rules-constants.ts). With `--check`, changes nothing and exits
 * 1 when the file's block is stale (deploy:check runs it so).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesConstantsBlock, withRulesConstants } from './lib/rules-constants';

const RULES_PATH = fileURLToPath(new URL('../firestore.rules', import.meta.url));

const current = readFileSync(RULES_PATH, 'utf8');
const next = withRulesConstants(current, rulesConstantsBlock());
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(
      'firestore.rules: the tier constants are stale; run `npm run rules:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('firestore.rules: the tier constants are current.');
} else if (next !== current) {
  writeFileSync(RULES_PATH, next);
  console.log('firestore.rules: tier constants written from the tier table.');
} else {
  console.log('firestore.rules: the tier constants were already current.');
}
