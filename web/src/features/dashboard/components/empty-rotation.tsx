import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/**
 * A dashboard card about the member's next bag: why there is none (or room for one), and
 * the one thing to do next, when there is one (`to` and `action`).
 */
export function EmptyRotation({
  heading,
  text,
  to,
  action,
}: {
  heading: string;
  text: string;
  to?: string;
  action?: string;
}) {
  return (
    <section className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700">
      <h2 className="font-display text-xl">{heading}</h2>
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{text}</p>
      {to && action && (
        <Button asChild className="mt-4">
          <Link to={to}>{action}</Link>
        </Button>
      )}
    </section>
  );
}
