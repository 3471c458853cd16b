import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/*
 * tailwind-merge as published, with its default configuration: the app's own theme
 * (web/src/index.css: the colours ink, gold, gold-deep and cream, the fonts display and
 * sans) adds only colours and font families, which the default already takes for what they
 * are (any colour name, any font-family name), so nothing needs extending.
 * web/src/lib/__tests__/cn.test.ts fails when the theme gains a kind it does not take.
 */

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
