import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Button looks; variants are named as the spec names them (several after the tiers). */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold tracking-wide whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default:
          'bg-ink text-white hover:bg-neutral-800 dark:bg-white dark:text-ink dark:hover:bg-neutral-200',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline:
          'border border-neutral-300 bg-transparent hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-900',
        secondary:
          'bg-neutral-200 text-ink hover:bg-neutral-300 dark:bg-neutral-800 dark:text-white',
        ghost: 'hover:bg-neutral-100 dark:hover:bg-neutral-900',
        link: 'rounded-none underline-offset-4 hover:underline',
        tier: 'bg-gradient-to-r from-gold to-amber-600 text-white hover:opacity-90',
        reserve: 'bg-stone-700 text-white hover:bg-stone-800',
        elite: 'bg-gold text-ink hover:bg-amber-500',
        crown: 'bg-ink text-gold ring-1 ring-gold hover:bg-neutral-800',
        platinum: 'bg-neutral-300 text-ink hover:bg-neutral-400',
        black: 'bg-black text-white hover:bg-neutral-900',
      },
      size: {
        default: 'h-11 px-6',
        sm: 'h-9 px-4 text-xs',
        lg: 'h-13 px-8 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's looks. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
