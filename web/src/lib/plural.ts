import { onFirstUse, formatCount } from '@unlimited/domain';
const pluralRules = onFirstUse(() => new Intl.PluralRules('en-US'));
/**
 * A count with its words in agreement: `plural(1, 'row was', 'rows were')` →
 * `1 row was`, `plural(1200, 'product', 'products')` → `1,200 products`.
 */
export function plural(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${pluralRules().select(count) === 'one' ? one : other}`;
}
