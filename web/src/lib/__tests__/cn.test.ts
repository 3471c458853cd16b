// @vitest-environment node
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { navLinkClasses, navLinkSmallClasses } from '@/components/layout/nav-disclosure';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/*
 * `cn()` only joins (src/lib/cn.ts); the test setup fails any render whose joined classes
 * clash. Here: the joining itself, the check's own behaviour, and every combination of the
 * Button's variants, which must never set one property twice.
 */

/** The classes tailwind-merge would drop as overridden by a later one: none, always. */
const clashes = (value: string) => {
  const kept = new Set(twMerge(value).split(' '));
  return value.split(' ').filter((name) => name !== '' && !kept.has(name));
};

describe('cn', () => {
  it('joins strings, objects and arrays, and skips empty inputs', () => {
    expect(cn('px-4', undefined, false, null, 'mt-2')).toBe('px-4 mt-2');
    expect(cn({ 'font-semibold': true, underline: false }, ['text-sm', ['rounded-full']])).toBe(
      'font-semibold text-sm rounded-full',
    );
  });

  it('fails a render that overrides a component’s class (the check the test setup runs)', () => {
    // Here `cn` is the checked one of src/testing/setup-tests.ts.
    expect(() => cn('h-9 px-4', 'h-11')).toThrow(/"h-9" clash with later classes/);
    expect(() => cn('text-neutral-700', 'aria-expanded:text-ink')).not.toThrow();
  });

  it('never sets one property twice in any of the Button’s variants', () => {
    const variants = [
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'tier',
      'reserve',
      'elite',
      'crown',
      'platinum',
      'black',
    ] as const;
    const sizes = ['default', 'sm', 'tap', 'lg', 'icon'] as const;
    for (const variant of variants) {
      for (const size of sizes) {
        for (const tracking of ['wide', 'wider'] as const) {
          for (const wrap of [false, true]) {
            const classes = buttonVariants({ variant, size, tracking, wrap });
            expect(clashes(classes), `${variant} ${size} ${tracking} wrap=${wrap}`).toEqual([]);
          }
        }
      }
    }
    // The sizes: 44 px for the default and `tap`, a label that wraps grows from it.
    expect(buttonVariants({ size: 'tap' }).split(' ')).toEqual(
      expect.arrayContaining(['h-11', 'px-4', 'text-xs', 'whitespace-nowrap']),
    );
    expect(buttonVariants({ size: 'lg', wrap: true }).split(' ')).toEqual(
      expect.arrayContaining(['h-auto', 'min-h-13', 'py-3', 'whitespace-normal']),
    );
    expect(buttonVariants({ size: 'lg', wrap: true }).split(' ')).not.toContain('h-13');
  });

  it('gives the bar’s links one size each', () => {
    expect(clashes(navLinkClasses)).toEqual([]);
    expect(clashes(navLinkSmallClasses)).toEqual([]);
    expect(navLinkSmallClasses.split(' ')).toEqual(
      expect.arrayContaining(['px-2', 'text-xs', 'tracking-wide', 'h-10']),
    );
    expect(navLinkSmallClasses.split(' ')).not.toContain('text-sm');
  });
});
