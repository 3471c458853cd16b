import { Filter, Plus, Search, Sparkles } from 'lucide-react';
import { useLocation, useMatches } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What each section will do, so the coming-soon state says something useful. */
const SECTIONS: Record<string, { title: string; description: string; newLabel: string }> = {
  [paths.admin.customers]: {
    title: 'Customer Management',
    description: 'Look up members, their subscriptions, orders and shipping details.',
    newLabel: 'New Customer',
  },
  [paths.admin.coupons]: {
    title: 'Coupon & Promo Management',
    description: 'Create promo codes and track how members use them.',
    newLabel: 'New Coupon',
  },
};

function useHandleTitle(): string | null {
  const handle = useMatches().at(-1)?.handle as { title?: unknown } | undefined;
  return typeof handle?.title === 'string' ? handle.title : null;
}

/**
 * A section that is planned but not built yet (Customers, Coupons): its tools
 * are shown, disabled, with no pretend loading.
 */
export default function AdminPlaceholderRoute() {
  const { pathname } = useLocation();
  const handleTitle = useHandleTitle();
  const section = SECTIONS[pathname.replace(/\/+$/, '')];
  const title = section?.title ?? handleTitle ?? 'Coming soon';
  return (
    <section aria-labelledby="placeholder-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3" aria-label="Tools (coming soon)">
        <div className="relative min-w-56 flex-1">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          />
          <input
            type="search"
            disabled
            placeholder="Search..."
            aria-label="Search (coming soon)"
            className="w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-9 text-sm disabled:opacity-60 dark:border-neutral-700 dark:bg-neutral-950"
          />
        </div>
        <Button variant="outline" size="sm" disabled>
          <Filter aria-hidden="true" className="size-4" /> Filter
        </Button>
        <Button size="sm" disabled>
          <Plus aria-hidden="true" className="size-4" /> {section?.newLabel ?? 'New'}
        </Button>
      </div>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center dark:border-neutral-700 dark:bg-neutral-950">
        <Sparkles aria-hidden="true" className="size-10 text-gold" />
        <h2 id="placeholder-title" className="font-display text-2xl">
          {title}
        </h2>
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase dark:text-gold">
          Coming soon
        </p>
        {section && (
          <p className="max-w-md text-neutral-600 dark:text-neutral-400">{section.description}</p>
        )}
      </div>
    </section>
  );
}
