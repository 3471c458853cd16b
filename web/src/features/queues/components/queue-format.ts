import { monthDay } from '@/lib/dates';
/** `December 4`. */
export function queueDate(date: Date): string {
  return monthDay(date);
}
