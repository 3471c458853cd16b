/** Dates as the queue panel shows them. */
import { onFirstUse } from '@unlimited/domain';
const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' }),
);

/** `December 4`. */
export function queueDate(date: Date): string {
  return dateFormat().format(date);
}
