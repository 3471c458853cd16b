import { House, Info, ShoppingBag, User } from 'lucide-react';
import { lazy, type ComponentType, type SVGProps } from 'react';
import { NavLink, usePathname } from '@/lib/navigation/navigation';
import { useDialogLauncher } from '@/components/ui/dialog-launcher';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLayouts } from '@/lib/media/use-media-query';
import { useSignedInHint } from '@/lib/public-data/signed-in-hint';

const loadShopSheet = () => import('@/components/layout/mobile-shop-sheet');
const MobileShopSheet = lazy(loadShopSheet);

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

/**
 * Bottom navigation for phones (under 1024 px), except on `/` and `/home`: Home, Info,
 * Shop (a sheet with Popular Brands and Categories, loaded when reached for) and Account.
 */
export function MobileBottomBar() {
  const layouts = useLayouts();
  const pathname = usePathname();
  const shop = useDialogLauncher(loadShopSheet);
  const signedIn = useSignedInHint();
  if (!layouts.mobile || HIDDEN_ON.includes(pathname)) return null;
  const accountPath = signedIn ? paths.dashboard : paths.login;

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
          <button
            type="button"
            {...shop.trigger}
            className={cn(tabClasses, shop.open && 'text-ink dark:text-white')}
          >
            <TabContent icon={ShoppingBag} label="Shop" />
          </button>
          {shop.render((props) => (
            <MobileShopSheet {...props} />
          ))}
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
