import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from '@/lib/merge-classes';

/**
 * Joins class names, letting later Tailwind utilities override earlier ones (as
 * tailwind-merge's `twMerge`, which `mergeClasses` stands in for on every page).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
