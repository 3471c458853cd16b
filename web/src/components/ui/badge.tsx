import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100',
  gold: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-100',
  grey: 'bg-neutral-200 text-neutral-700 dark:bg-neutral-700 dark:text-neutral-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  size = 'md',
  className,
  ...props
}: ComponentProps<'span'> & {
  tone?: BadgeTone;
  /** `sm`: a badge that sits in a table cell beside other text. */
  size?: 'md' | 'sm';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full font-semibold',
        size === 'md' ? 'px-2.5 py-0.5 text-xs' : 'gap-1 px-2 py-0 text-[11px] whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
