import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { TIER_LIST } from '@unlimited/domain';
import { routes } from '@/app/router';
import { SWAP_RHYTHMS } from '@/lib/public-data/marketing-copy';

/** Every route's `handle.description`, by its title. */
function descriptions(list: readonly RouteObject[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const route of list) {
    const handle = route.handle as { title?: string; description?: string } | undefined;
    if (handle?.title && handle.description) found.set(handle.title, handle.description);
    for (const [title, text] of descriptions(route.children ?? [])) found.set(title, text);
  }
  return found;
}

// The route descriptions are in the entry bundle, which does not load the tier table:
// they are written out, and held to the table here.
describe('the tier facts in the route descriptions', () => {
  const meta = descriptions(routes);

  it('give the swap rhythms of the tier table', () => {
    expect(meta.get('How It Works')).toContain(`swap it ${SWAP_RHYTHMS} by tier`);
  });

  it('name the tiers of the tier table, in order', () => {
    const names = TIER_LIST.map((tier) => tier.name);
    expect(meta.get('Join the Waitlist')).toContain(
      `choose ${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`,
    );
  });
});
