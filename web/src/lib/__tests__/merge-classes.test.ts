// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classGroup, mergeClasses } from '@/lib/merge-classes';

/*
 * `mergeClasses` (behind `cn()`) stands in for tailwind-merge's `twMerge` on every page.
 * Held to twMerge itself here: every class this app's source names, paired with every
 * other of the same variants, merges as twMerge merges the pair. A merge of a longer list
 * decides each class by the same pairwise rule (the later classes' groups and conflicts),
 * so agreeing on every pair is agreeing on every list of these classes.
 */

const SRC = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Every whitespace-separated word of every string in the app's source. */
function sourceWords(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of literal.split(/\s+/)) if (word) found.add(word);
    }
  }
  return found;
}

/** Whether twMerge takes `name` for a Tailwind class (it folds a repeated one into one). */
const isTailwindClass = (name: string) => twMerge(`${name} ${name}`) === name;

/** The variants part of a class (`dark:hover:` of `dark:hover:bg-ink`). */
function variantOf(name: string): string {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < name.length; i += 1) {
    const char = name[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = i + 1;
  }
  return name.slice(0, cut);
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

const words = sourceWords();
const classes = [...words].filter(isTailwindClass).sort();

describe('mergeClasses', () => {
  it('finds the app’s classes to check', () => {
    expect(classes.length).toBeGreaterThan(500);
    for (const name of ['px-3', 'text-sm', 'dark:bg-neutral-900', 'tracking-[0.2em]']) {
      expect(classes).toContain(name);
    }
  });

  it('merges every pair of the app’s classes with the same variants as twMerge does', () => {
    const differences: string[] = [];
    let overridden = 0;
    for (const group of groupBy(classes, variantOf)) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const list = `${first} ${second}`;
          const expected = twMerge(list);
          if (expected !== list) overridden += 1;
          const merged = mergeClasses(list);
          if (merged !== expected) differences.push(`${list}: ${merged} (twMerge: ${expected})`);
        }
      }
    }
    expect(differences.slice(0, 30)).toEqual([]);
    // Thousands of these pairs have a class the other overrides (8,061 of them as written).
    expect(overridden).toBeGreaterThan(5000);
  }, 120_000);

  it('keeps every word twMerge does not take for a class', () => {
    const taken = [...words].filter((word) => !isTailwindClass(word) && classGroup(word) !== undefined);
    expect(taken.filter((word) => mergeClasses(`${word} ${word}`) !== `${word} ${word}`)).toEqual([]);
  });

  it.each([
    // Variants in any order are one variant; order-sensitive ones keep their place.
    'hover:focus:p-4 focus:hover:p-2',
    'before:hover:p-4 hover:before:p-2',
    'hover:p-4 p-2',
    'p-2 hover:p-4',
    '[&>svg]:hover:p-4 hover:[&>svg]:p-2',
    // Important, either side.
    '!p-4 p-2',
    'p-4! p-2',
    'p-4! p-2!',
    // Postfix modifiers: opacity, fractions, line heights.
    'bg-ink/90 bg-white',
    'w-1/2 w-full',
    'w-full w-1/2',
    'leading-5 text-sm/6',
    'text-sm/6 leading-5',
    // Negative values.
    '-mt-2 mt-4',
    'mt-4 -mt-2',
    // Refinements both ways.
    'p-4 px-2',
    'px-2 p-4',
    'inset-0 top-1',
    'top-1 inset-0',
    'rounded rounded-t-3xl',
    'rounded-t-3xl rounded',
    'border-t-ink border-white',
    'border-white border-t-ink',
    'tabular-nums normal-nums',
    'normal-nums tabular-nums',
    // Arbitrary properties and values.
    '[mask-type:luminance] [mask-type:alpha]',
    'shadow-sm shadow-[0_8px_30px_-12px_rgba(17,17,17,0.25)]',
    'text-[15vw] text-sm',
    'text-ink/[0.045] text-white',
    // Not Tailwind: kept, repeated or not.
    'active active px-2',
    'group peer group',
    // Whitespace.
    '  px-2   py-1 px-3  ',
    '',
  ])('merges %j as twMerge does', (list) => {
    expect(mergeClasses(list)).toBe(twMerge(list));
  });

  it('merges random lists of the app’s classes as twMerge does', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const byVariant = groupBy(classes, variantOf);
    for (let run = 0; run < 3000; run += 1) {
      const pool = byVariant[Math.floor(random() * byVariant.length)]!;
      const others = byVariant[Math.floor(random() * byVariant.length)]!;
      const list = Array.from({ length: 2 + Math.floor(random() * 8) }, () => {
        const from = random() < 0.8 ? pool : others;
        return from[Math.floor(random() * from.length)]!;
      }).join(' ');
      expect(mergeClasses(list), list).toBe(twMerge(list));
    }
  });
});
