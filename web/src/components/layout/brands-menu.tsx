import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/navigation/navigation';
import {
  navLinkClasses,
  navMenuItemClasses,
  useNavDisclosure,
} from '@/components/layout/nav-disclosure';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBrandSummary } from '@/lib/public-data/brand-summary';

export { navLinkClasses };

/** The dropdown lists at most this many brands, then View All Brands. */
export const BRANDS_MENU_LIMIT = 10;

/**
 * The Brands item of the desktop navigation: a disclosure (`useNavDisclosure`) fed by the
 * public brand summary. No menu library: the navigation's links are links, reached with
 * Tab, and a library's menu (Radix NavigationMenu) was a third of the shell's JavaScript
 * on every public page.
 */
export function BrandsMenuItem() {
  // Ask for the brands when the visitor reaches for the menu (hover, focus or open), not
  // on every page view.
  const [wanted, setWanted] = useState(false);
  const disclosure = useNavDisclosure();
  const { status, brands, retry } = useBrandSummary({ enabled: wanted });
  const want = () => setWanted(true);

  return (
    <li className="relative" {...disclosure.item}>
      <button
        {...disclosure.button}
        className={cn(navLinkClasses, 'group')}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          disclosure.toggle();
        }}
      >
        Brands
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      <div
        {...disclosure.panel}
        className="absolute top-full left-0 z-40 mt-2 w-64 rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl dark:border-neutral-800 dark:bg-neutral-900"
      >
        {status === 'loading' && (
          <p role="status" className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">
            Loading brands...
          </p>
        )}
        {status === 'error' && (
          <div className="px-3 py-2 text-sm">
            <p role="alert" className="text-red-700 dark:text-red-400">
              Failed to load brands.
            </p>
            <button
              type="button"
              onClick={retry}
              className="mt-1 font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold"
            >
              Try Again
            </button>
          </div>
        )}
        {status === 'success' && brands.length > 0 && (
          <ul aria-label="Brands">
            {brands.slice(0, BRANDS_MENU_LIMIT).map((brand) => (
              <li key={brand.slug}>
                <Link to={paths.brand(brand.slug)} className={navMenuItemClasses}>
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {status === 'success' && brands.length === 0 && (
          <p className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">
            No brands available at the moment.
          </p>
        )}
        <div className="mt-1 border-t border-neutral-200 pt-1 dark:border-neutral-800">
          <Link to={paths.brands} className={cn(navMenuItemClasses, 'font-semibold')}>
            View All Brands
          </Link>
        </div>
      </div>
    </li>
  );
}
