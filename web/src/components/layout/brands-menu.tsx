import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/lib/navigation/navigation';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBrandSummary } from '@/lib/public-data/brand-summary';

/** The dropdown lists at most this many brands, then View All Brands. */
export const BRANDS_MENU_LIMIT = 10;

export const navLinkClasses =
  'inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-200/60 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold aria-[current=page]:text-ink aria-[current=page]:underline aria-[current=page]:decoration-gold aria-[current=page]:underline-offset-8 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:aria-[current=page]:text-white';

const itemClasses =
  'block rounded-lg px-3 py-2 text-sm text-neutral-800 hover:bg-cream focus-visible:bg-cream focus-visible:outline-2 focus-visible:outline-gold dark:text-neutral-200 dark:hover:bg-neutral-800 dark:focus-visible:bg-neutral-800';

/**
 * The Brands item of the desktop navigation: a disclosure (a button that shows and hides
 * a list of links, the pattern WAI-ARIA's practices give for site navigation) fed by the
 * public brand summary. Escape, a click elsewhere, focus leaving it or following a link
 * closes it; Escape gives focus back to the button. No menu library: the navigation's
 * links are links, reached with Tab, and a library's menu (Radix NavigationMenu) was a
 * third of the shell's JavaScript on every public page.
 */
export function BrandsMenuItem() {
  // Ask for the brands when the visitor reaches for the menu (hover, focus or open), not
  // on every page view.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const { status, brands, retry } = useBrandSummary({ enabled: wanted });
  const want = () => setWanted(true);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <li
      ref={item}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        className={cn(navLinkClasses, 'group')}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((was) => !was);
        }}
      >
        Brands
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
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
                <Link to={paths.brand(brand.slug)} className={itemClasses}>
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
          <Link to={paths.brands} className={cn(itemClasses, 'font-semibold')}>
            View All Brands
          </Link>
        </div>
      </div>
    </li>
  );
}
