import { onFirstUse } from './on-first-use';

const COUNT = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** A count as people read it: 1200 → `1,200`. */
export function formatCount(count: number): string {
  return COUNT().format(count);
}
