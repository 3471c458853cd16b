import { KNOWN_BRANDS, brandToSlug } from '@unlimited/domain';
import { House, Info, ShoppingBag, User } from 'lucide-react';
import { useState, type ComponentType, type SVGProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLayouts } from '@/lib/media/use-media-query';
import { useSignedInHint } from '@/lib/public-data/signed-in-hint';

/** The five Popular Brands of the Shop popup. */
export const POPULAR_BRANDS = KNOWN_BRANDS.slice(0, 5);
/** The Shop popup's categories (Mens has no catalogue category yet; its page says so). */
export const SHOP_CATEGORIES = ['Jewelry', 'Apparel', 'Mens', 'Bags', 'Accessories'] as const;

/** Paths where the bottom bar is never shown (the landing page has its own layout). */
const HIDDEN_ON: readonly string[] = [paths.home, paths.homeAlias];

const tabClasses =
  'flex h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-medium tracking-wide text-neutral-600 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-gold aria-[current=page]:text-ink dark:text-neutral-400 dark:aria-[current=page]:text-white';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function TabContent({ icon: IconComponent, label }: { icon: Icon; label: string }) {
  return (
    <>
      <IconComponent aria-hidden="true" className="size-5" />
      {label}
    </>
  );
}

const sheetLinkClasses =
  'block rounded-xl px-4 py-3 text-base hover:bg-cream focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-800';

/**
 * Bottom navigation for phones (under 1024 px), except on `/` and `/home`: Home, Info,
 * Shop (a sheet with Popular Brands and Categories) and Account.
 */
export function MobileBottomBar() {
  const layouts = useLayouts();
  const { pathname } = useLocation();
  const [shopOpen, setShopOpen] = useState(false);
  const signedIn = useSignedInHint();
  if (!layouts.mobile || HIDDEN_ON.includes(pathname)) return null;
  const accountPath = signedIn ? paths.dashboard : paths.login;
  const close = () => setShopOpen(false);

  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t lg:hidden border-neutral-200 bg-cream/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-950/95"
    >
      <ul className="grid grid-cols-4">
        <li>
          <NavLink to={paths.home} end className={tabClasses}>
            <TabContent icon={House} label="Home" />
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.howItWorks} className={tabClasses}>
            <TabContent icon={Info} label="Info" />
          </NavLink>
        </li>
        <li>
          <Dialog open={shopOpen} onOpenChange={setShopOpen}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={shopOpen}
              onClick={() => setShopOpen(true)}
              className={cn(tabClasses, shopOpen && 'text-ink dark:text-white')}
            >
              <TabContent icon={ShoppingBag} label="Shop" />
            </button>
            <DialogContent variant="sheet" title="Shop">
              <div className="mt-4 grid grid-cols-2 gap-6">
                <section aria-labelledby="shop-popular-brands">
                  <h3
                    id="shop-popular-brands"
                    className="px-4 text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase dark:text-gold"
                  >
                    Popular Brands
                  </h3>
                  <ul className="mt-2">
                    {POPULAR_BRANDS.map((brand) => (
                      <li key={brand}>
                        <Link
                          to={paths.brand(brandToSlug(brand))}
                          onClick={close}
                          className={sheetLinkClasses}
                        >
                          {brand}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
                <section aria-labelledby="shop-categories">
                  <h3
                    id="shop-categories"
                    className="px-4 text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase dark:text-gold"
                  >
                    Categories
                  </h3>
                  <ul className="mt-2">
                    {SHOP_CATEGORIES.map((category) => (
                      <li key={category}>
                        <Link
                          to={paths.category(category.toLowerCase())}
                          onClick={close}
                          className={sheetLinkClasses}
                        >
                          {category}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            </DialogContent>
          </Dialog>
        </li>
        <li>
          <NavLink to={accountPath} className={tabClasses}>
            <TabContent icon={User} label="Account" />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
