// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navLinkClasses } from '@/components/layout/brands-menu';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/*
 * `cn()` is clsx then tailwind-merge as published: a later class wins over an earlier one
 * of the same kind, and classes of different kinds are all kept. These are the overrides
 * the app makes (a caller's `className` over a component's own classes) and the app's
 * own theme (web/src/index.css), which tailwind-merge does not read.
 */

const classes = (value: string) => value.split(' ');
const themeCss = readFileSync(new URL('../../index.css', import.meta.url), 'utf8');

describe('cn', () => {
  it('lets a caller’s spacing and size win over a component’s', () => {
    expect(cn('px-4', 'px-6')).toBe('px-6');
    expect(cn('text-sm', 'text-lg')).toBe('text-lg');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    // A small button made 44 px high (the site header's Join Waitlist).
    const small = classes(cn(buttonVariants({ size: 'sm' }), 'ml-1 h-11'));
    expect(small).toContain('h-11');
    expect(small).not.toContain('h-9');
    expect(small).toEqual(expect.arrayContaining(['px-4', 'text-xs', 'ml-1']));
    // A large button that grows with its label (the Club's and the Cart's way in).
    const large = classes(
      cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-11 py-2 tracking-[0.2em]'),
    );
    expect(large).toEqual(
      expect.arrayContaining(['h-auto', 'min-h-11', 'py-2', 'px-8', 'tracking-[0.2em]']),
    );
    expect(large).not.toContain('h-13');
    expect(large).not.toContain('tracking-wide');
    // The header's narrow link.
    const narrow = classes(cn(navLinkClasses, 'px-2 text-xs tracking-wide'));
    expect(narrow).toEqual(expect.arrayContaining(['px-2', 'text-xs', 'h-10']));
    expect(narrow).not.toContain('px-3');
    expect(narrow).not.toContain('text-sm');
  });

  it('takes the theme’s colours for colours, apart from text sizes', () => {
    expect(cn('bg-ink', 'bg-gold')).toBe('bg-gold');
    expect(cn('text-white', 'text-gold-deep')).toBe('text-gold-deep');
    expect(cn('bg-white', 'bg-cream')).toBe('bg-cream');
    expect(cn('text-sm text-gold-deep', 'text-lg')).toBe('text-gold-deep text-lg');
    expect(cn('text-gold', 'text-xs')).toBe('text-gold text-xs');
    expect(cn('ring-1 ring-gold', 'ring-ink')).toBe('ring-1 ring-ink');
    expect(cn('outline-2 outline-gold', 'outline-gold-deep')).toBe('outline-2 outline-gold-deep');
    expect(cn('bg-ink/90', 'bg-gold/50')).toBe('bg-gold/50');
    // Variants keep apart: a dark-mode colour stays beside the light one.
    expect(cn('text-gold-deep dark:text-gold', 'text-ink')).toBe('dark:text-gold text-ink');
    // A caller's colours over a variant's, hover and dark ones included.
    const outline = classes(
      cn(buttonVariants({ variant: 'outline' }), 'bg-white hover:bg-cream dark:bg-neutral-900'),
    );
    expect(outline).toEqual(
      expect.arrayContaining(['bg-white', 'hover:bg-cream', 'dark:bg-neutral-900', 'border']),
    );
    expect(outline).not.toContain('bg-transparent');
    expect(outline).not.toContain('hover:bg-neutral-100');
  });

  it('takes the theme’s fonts for font families, apart from weights', () => {
    expect(cn('font-sans', 'font-display')).toBe('font-display');
    expect(cn('font-display', 'font-semibold')).toBe('font-display font-semibold');
    expect(cn('font-display font-medium', 'font-semibold')).toBe('font-display font-semibold');
  });

  it('knows every kind of value the theme defines', () => {
    const theme = /@theme\s*{([^}]*)}/.exec(themeCss)?.[1] ?? '';
    const names = [...theme.matchAll(/--([a-z0-9-]+)\s*:/g)].map((match) => match[1] ?? '');
    expect(names).toEqual(expect.arrayContaining(['color-gold', 'font-display']));
    for (const name of names) {
      const [, kind = '', value = ''] = /^(color|font)-(.+)$/.exec(name) ?? [];
      // A theme value of another kind (a text size `--text-*`, a radius, a spacing) is not
      // known to tailwind-merge's default config: give it to `extendTailwindMerge` in cn.ts
      // and test it here.
      expect(kind, `--${name} in web/src/index.css`).not.toBe('');
      if (kind === 'color') {
        expect(cn(`text-sm text-ink`, `text-${value}`)).toBe(`text-sm text-${value}`);
        expect(cn(`bg-white`, `bg-${value}`)).toBe(`bg-${value}`);
        expect(cn(`border-2 border-ink`, `border-${value}`)).toBe(`border-2 border-${value}`);
      } else {
        expect(cn(`font-serif font-semibold`, `font-${value}`)).toBe(
          `font-semibold font-${value}`,
        );
      }
    }
  });

  it('keeps what is not Tailwind, and skips empty inputs', () => {
    expect(cn('group peer group', 'px-2 px-3')).toBe('group peer group px-3');
    expect(cn(undefined, false, 'rounded-full', null, 'rounded-none')).toBe('rounded-none');
    expect(cn('hover:focus:p-4', 'focus:hover:p-2')).toBe('focus:hover:p-2');
    expect(cn('leading-5', 'text-sm/6')).toBe('text-sm/6');
  });
});
