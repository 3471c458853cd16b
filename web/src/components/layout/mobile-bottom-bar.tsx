import { House, Info, Package, ShoppingBag, User } from 'lucide-react';
import { lazy, type ComponentType, type SVGProps } from 'react';
import { NavLink, usePathname } from '@/lib/navigation/navigation';
import { useDialogLauncher } from '@/components/ui/dialog-launcher';
import { paths } from '@/config/paths';
import { useLayouts } from '@/lib/media/use-media-query';
import { useSignedInHint, useVisitorOnly } from '@/lib/public-data/signed-in-hint';

const loadShopSheet = () => import('@/components/layout/mobile-shop-sheet');
const MobileShopSheet = lazy(loadShopSheet);

/** Paths where the bottom bar is never shown (the landing page has its own layout). */
const HIDDEN_ON: readonly string[] = [paths.home, paths.homeAlias];

const tabClasses =
  'flex h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-medium tracking-wide text-neutral-600 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-gold aria-[current=page]:text-ink dark:text-neutral-400 dark:aria-[current=page]:text-white';
/** The Shop tab is a button: it is marked while its sheet is open. */
const shopTabClasses = `${tabClasses} aria-expanded:text-ink dark:aria-expanded:text-white`;

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function TabContent({ icon: IconComponent, label }: { icon: Icon; label: string }) {
  return (
    <>
      <IconComponent aria-hidden="true" className="size-5" />
      {label}
    </>
  );
}

/** The bar's tabs besides Shop: a visitor's and a signed-in member's. */
export const VISITOR_TABS = {
  home: { to: paths.home, label: 'Home', icon: House },
  second: { to: paths.howItWorks, label: 'Info', icon: Info },
  account: { to: paths.login, label: 'Account', icon: User },
} as const;
export const MEMBER_TABS = {
  home: { to: paths.dashboard, label: 'Home', icon: House },
  second: { to: paths.orders, label: 'Orders', icon: Package },
  account: { to: paths.account, label: 'Account', icon: User },
} as const;

/**
 * Bottom navigation for phones (under 1024 px), except on `/` and `/home`. A visitor's:
 * Home (the landing page), Info, Shop (a sheet with Popular Brands and Categories, loaded
 * when reached for) and Account (sign-in). A signed-in member's (by the session hint):
 * Home (their dashboard, never the landing page's waitlist), Orders, Shop and Account.
 */
export function MobileBottomBar() {
  const layouts = useLayouts();
  const pathname = usePathname();
  const shop = useDialogLauncher(loadShopSheet);
  const signedIn = useSignedInHint();
  const visitorOnly = useVisitorOnly();
  if (!layouts.mobile || HIDDEN_ON.includes(pathname)) return null;
  const tabs = signedIn ? MEMBER_TABS : VISITOR_TABS;

  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t lg:hidden border-neutral-200 bg-cream/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-950/95"
    >
      <ul className="grid grid-cols-4" {...(signedIn ? {} : visitorOnly)}>
        <li>
          <NavLink to={tabs.home.to} end className={tabClasses}>
            <TabContent icon={tabs.home.icon} label={tabs.home.label} />
          </NavLink>
        </li>
        <li>
          <NavLink to={tabs.second.to} className={tabClasses}>
            <TabContent icon={tabs.second.icon} label={tabs.second.label} />
          </NavLink>
        </li>
        <li>
          <button type="button" {...shop.trigger} className={shopTabClasses}>
            <TabContent icon={ShoppingBag} label="Shop" />
          </button>
          {shop.render((props) => (
            <MobileShopSheet {...props} />
          ))}
        </li>
        <li>
          <NavLink to={tabs.account.to} className={tabClasses}>
            <TabContent icon={tabs.account.icon} label={tabs.account.label} />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
