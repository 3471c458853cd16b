// @vitest-environment node
import { format, resolveConfig } from 'prettier';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  classGroupsOf,
  configSource,
  isTailwindClass,
  variantOf,
  wordsOf,
} from '@/testing/tailwind-merge-subset';

/*
 * `cn()` merges with tailwind-merge reduced to the class groups the app's classes belong to
 * (`@/lib/tailwind-merge-config`, written by this test). Held to the full `twMerge` here:
 * every class the app's source names, paired with every other of the same variants (itself
 * included), merges as twMerge merges the pair. A longer list is decided class by class by
 * the same rule (a class goes when a later one's group conflicts with its group), so
 * agreeing on every pair is agreeing on every list of these classes.
 */

const CONFIG_FILE = '../tailwind-merge-config.ts';

const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/__tests__/**', '!../../testing/**', '!../tailwind-merge-config.ts'],
  { query: '?raw', import: 'default', eager: true },
);
const classes = [...wordsOf(Object.values(sources))].filter(isTailwindClass).sort();

function byVariant(names: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const name of names) groups.set(variantOf(name), [...(groups.get(variantOf(name)) ?? []), name]);
  return [...groups.values()];
}

describe('cn', () => {
  it('finds the app’s classes in its source', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    expect(classes.length).toBeGreaterThan(500);
    for (const name of ['px-3', 'text-sm', 'dark:bg-neutral-900', 'tracking-[0.2em]', 'h-11']) {
      expect(classes).toContain(name);
    }
  });

  it('merges with tailwind-merge’s default config reduced to the class groups of those classes', async () => {
    const path = new URL(CONFIG_FILE, import.meta.url);
    const options = await resolveConfig(path);
    const source = await format(configSource(classGroupsOf(classes)), {
      ...options,
      filepath: path.pathname,
    });
    await expect(source).toMatchFileSnapshot(CONFIG_FILE);
  }, 120_000);

  it('merges every pair of the app’s classes with the same variants as twMerge does', () => {
    const differences: string[] = [];
    let overridden = 0;
    for (const group of byVariant(classes)) {
      for (const first of group) {
        for (const second of group) {
          const list = `${first} ${second}`;
          const expected = twMerge(list);
          if (expected !== list) overridden += 1;
          const merged = cn(list);
          if (merged !== expected) differences.push(`${list}: ${merged} (twMerge: ${expected})`);
        }
      }
    }
    expect(differences.slice(0, 30)).toEqual([]);
    // Thousands of these pairs have a class the other overrides.
    expect(overridden).toBeGreaterThan(5000);
  }, 120_000);

  it.each([
    // A button's size overridden by the caller (the site header's Join Waitlist).
    ['a small button made 44 px high', [buttonVariants({ size: 'sm' }), 'ml-1 h-11'], 'h-11'],
    // A caller's colours over a variant's, hover and dark ones included.
    [
      'an outline button given its own colours',
      [buttonVariants({ variant: 'outline' }), 'bg-white hover:bg-cream dark:bg-neutral-900'],
      'bg-white',
    ],
    ['a large button with less padding', [buttonVariants({ size: 'lg' }), 'w-full px-4'], 'px-4'],
    // Variants in any order are one variant; important and postfix modifiers.
    ['variants in another order', ['hover:focus:p-4 focus:hover:p-2'], 'focus:hover:p-2'],
    ['important and opacity modifiers', ['!p-4 p-2', 'bg-ink/90 bg-white'], 'bg-white'],
    ['a line height after a leading', ['leading-5 text-sm/6'], 'text-sm/6'],
    ['sides after all sides', ['p-4 px-2', 'inset-0 top-1'], 'px-2'],
    // Not Tailwind: kept.
    ['names that are not Tailwind', ['group peer group', 'px-2 px-3'], 'group'],
    ['empty inputs', [undefined, false, 'rounded-full', null, 'rounded-none'], 'rounded-none'],
  ] as const)('merges %s as twMerge does', (_, inputs, part) => {
    const merged = cn(...inputs);
    expect(merged).toBe(twMerge(inputs.filter(Boolean).join(' ')));
    expect(merged.split(' ')).toContain(part);
  });
});
