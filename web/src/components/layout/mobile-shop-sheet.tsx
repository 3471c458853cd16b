import { KNOWN_BRANDS, brandToSlug, type Category } from '@unlimited/domain';
import { Link } from '@/lib/navigation/navigation';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { LaunchedDialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

/** The five Popular Brands of the Shop popup. */
export const POPULAR_BRANDS = KNOWN_BRANDS.slice(0, 5);
/**
 * The Shop popup's categories: catalogue categories only (the spec's "Mens" is none, and
 * led to "Category not found"), so each link opens a page of pieces.
 */
export const SHOP_CATEGORIES = [
  'Bags',
  'Accessories',
  'Wallets',
  'Apparel',
  'Jewelry',
] as const satisfies readonly Category[];

const sheetLinkClasses =
  'block rounded-xl px-4 py-3 text-base hover:bg-cream focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-800';

/**
 * The bottom bar's Shop sheet (see `MobileBottomBar`): Popular Brands and Categories.
 * Loaded when first reached for, so no page's first load carries the dialog code.
 */
export default function MobileShopSheet(dialog: LaunchedDialogProps) {
  const close = dialog.onClose;
  return (
    <LaunchedDialog {...dialog} variant="sheet" title="Shop">
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
    </LaunchedDialog>
  );
}
