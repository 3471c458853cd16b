import { formatCents, type MemberPrice } from '@unlimited/domain';
import { longDate } from '@/lib/dates';

/**
 * A member's monthly price as they pay it (domain `memberPrice`, from the discount billing
 * wrote on their subscription): with a promotion running, what they pay, the list price
 * struck through beside it, and the code with until when it lasts; else the list price.
 */
export function MonthlyPrice({ price }: { price: MemberPrice }) {
  const list = `${formatCents(price.listCents)}/month`;
  if (price.promotion === null) return <span className="font-semibold">{list}</span>;
  const { code, off, endsAt } = price.promotion;
  return (
    <span>
      <span className="font-semibold">{formatCents(price.payCents)}/month</span>{' '}
      <s className="text-neutral-500 dark:text-neutral-400">
        <span className="sr-only">list price </span>
        {formatCents(price.listCents)}
      </s>
      <span className="mt-0.5 block text-xs text-neutral-600 dark:text-neutral-400">
        {endsAt === null
          ? `${code}: ${off} every month`
          : `${code}: ${off} until ${longDate(endsAt)}, then ${list}`}
      </span>
    </span>
  );
}
