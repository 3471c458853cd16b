import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Button looks; variants are named as the spec names them (several after the tiers).
 * Every property is set by one variant only (`cn` does not merge: a caller's class never
 * overrides one of these), so a size, a letter-spacing or a label that wraps is asked for
 * by its variant, not by a class.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default:
          'rounded-full bg-ink text-white hover:bg-neutral-800 dark:bg-white dark:text-ink dark:hover:bg-neutral-200',
        destructive: 'rounded-full bg-red-700 text-white hover:bg-red-800',
        outline:
          'rounded-full border border-neutral-300 bg-transparent hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-900',
        secondary:
          'rounded-full bg-neutral-200 text-ink hover:bg-neutral-300 dark:bg-neutral-800 dark:text-white',
        ghost: 'rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-900',
        link: 'underline-offset-4 hover:underline',
        tier: 'rounded-full bg-gradient-to-r from-gold to-amber-600 text-white hover:opacity-90',
        reserve: 'rounded-full bg-stone-700 text-white hover:bg-stone-800',
        elite: 'rounded-full bg-gold text-ink hover:bg-amber-500',
        crown: 'rounded-full bg-ink text-gold ring-1 ring-gold hover:bg-neutral-800',
        platinum: 'rounded-full bg-neutral-300 text-ink hover:bg-neutral-400',
        black: 'rounded-full bg-black text-white hover:bg-neutral-900',
      },
      size: {
        default: 'px-6 text-sm',
        sm: 'px-4 text-xs',
        /** The small button's type with a 44 px tap target. */
        tap: 'px-4 text-xs',
        lg: 'px-8 text-base',
        icon: 'size-11 text-sm',
      },
      /** `wider`: the site's capitalised calls to action. */
      tracking: { wide: 'tracking-wide', wider: 'tracking-[0.2em]' },
      /** The label may take two lines (a date in it, on a phone): the button grows with it. */
      wrap: { false: 'whitespace-nowrap', true: 'h-auto text-center whitespace-normal' },
    },
    compoundVariants: [
      { wrap: false, size: ['default', 'tap'], class: 'h-11' },
      { wrap: false, size: 'sm', class: 'h-9' },
      { wrap: false, size: 'lg', class: 'h-13' },
      { wrap: true, size: ['default', 'tap'], class: 'min-h-11 py-2' },
      { wrap: true, size: 'sm', class: 'min-h-9 py-1.5' },
      { wrap: true, size: 'lg', class: 'min-h-13 py-3' },
    ],
    defaultVariants: { variant: 'default', size: 'default', tracking: 'wide', wrap: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's looks. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  tracking,
  wrap,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, tracking, wrap }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
