import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { Link, NavLink, usePathname } from '@/lib/navigation/navigation';
import { Button } from '@/components/ui/button';
import { BrandsMenuItem, navLinkClasses } from '@/components/layout/brands-menu';
import { navLinkSmallClasses } from '@/components/layout/nav-disclosure';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MoreMenuItem } from '@/components/layout/more-menu';
import {
  BACK_OFFICE_LINK,
  isInviteePage,
  MEMBER_LINKS_AFTER_BRANDS,
  MEMBER_LINKS_BEFORE_BRANDS,
  MEMBER_MORE_LINKS,
  PUBLIC_LINKS_AFTER_BRANDS,
  PUBLIC_LINKS_BEFORE_BRANDS,
  PUBLIC_MORE_LINKS,
  useSiteSignOut,
  type SiteLink,
} from '@/components/layout/site-nav';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLayouts } from '@/lib/media/use-media-query';
import { useSessionHint, useVisitorOnly } from '@/lib/public-data/signed-in-hint';

function NavItem({ to, label }: SiteLink) {
  return (
    <li>
      <NavLink to={to} className={navLinkClasses}>
        {label}
      </NavLink>
    </li>
  );
}

function SignOutButton() {
  const { signOut, pending } = useSiteSignOut();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => void signOut()}
      title="Sign out"
      className={cn(navLinkClasses, 'max-lg:hidden disabled:opacity-50')}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {/* Below 1280 px the bar has room for the icon alone; the name stays for everyone. */}
      <span className="max-xl:sr-only">Sign out</span>
    </button>
  );
}

/**
 * Top bar of the site's pages (all but the landing page, which has its own header), for
 * visitors and signed-in people alike (who is signed in comes from the session hint, so
 * public pages stay free of Firebase code).
 *
 * Desktop, signed out: logo, How It Works, Brands dropdown, Bags, Quiz, Magazine, FAQ,
 * More (Club, Vault), Log In, Admin (from 1280 px; the footer has it too), Join
 * Waitlist. Signed in: logo, Dashboard, Bags, Brands dropdown, Orders, Saved, Membership,
 * Account, More (Quiz, Magazine, Club, Vault, Cart; the back-office for admins below
 * 1280 px, in the bar from there), Sign out (its icon alone below 1280 px). The bar
 * holds all of it at 1024 px without overflowing. Phones get the logo, Join Waitlist
 * (signed out) and a menu with the same places and the theme toggle.
 */
export function SiteHeader({ memberActions }: { memberActions?: ReactNode } = {}) {
  const layouts = useLayouts();
  const session = useSessionHint();
  const signedIn = session !== 'signed-out';
  // An invitee's sign-up pages never send them to the waitlist.
  const pathname = usePathname();
  const inviteePage = isInviteePage(pathname);
  const before = signedIn ? MEMBER_LINKS_BEFORE_BRANDS : PUBLIC_LINKS_BEFORE_BRANDS;
  const after = signedIn ? MEMBER_LINKS_AFTER_BRANDS : PUBLIC_LINKS_AFTER_BRANDS;
  const more = signedIn ? MEMBER_MORE_LINKS : PUBLIC_MORE_LINKS;
  // A visitor's markup is marked while the hint is unread (no flash for a member).
  const visitorOnly = useVisitorOnly();
  const visitorMark = signedIn ? {} : visitorOnly;
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200/80 bg-cream/90 backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-20 lg:gap-3">
        {layouts.mobile && <Logo size="medium" className="lg:hidden" />}
        {layouts.desktop && <Logo size="large" className="max-lg:hidden" />}
        {layouts.desktop && (
          <nav aria-label="Main" className="ml-2 max-lg:hidden" {...visitorMark}>
            <ul className="flex items-center xl:gap-0.5">
              {before.map((link) => (
                <NavItem key={link.to} {...link} />
              ))}
              <BrandsMenuItem />
              {after.map((link) => (
                <NavItem key={link.to} {...link} />
              ))}
              <MoreMenuItem links={more} wideOnly={session === 'admin' ? [BACK_OFFICE_LINK] : []} />
            </ul>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:gap-1 xl:gap-2">
          {/* Phones find the theme in the menu: the bar keeps room for Join Waitlist. */}
          {layouts.desktop && <ThemeToggle className="max-lg:hidden" />}
          {layouts.desktop &&
            (signedIn ? (
              <>
                {session === 'admin' && (
                  <NavLink to={BACK_OFFICE_LINK.to} className={cn(navLinkClasses, 'max-xl:hidden')}>
                    {BACK_OFFICE_LINK.label}
                  </NavLink>
                )}
                <SignOutButton />
              </>
            ) : (
              <>
                <Link
                  to={paths.login}
                  className={cn(navLinkClasses, 'max-lg:hidden')}
                  {...visitorMark}
                >
                  Log In
                </Link>
                <Link
                  to={paths.admin.login}
                  className={cn(navLinkSmallClasses, 'max-xl:hidden')}
                  {...visitorMark}
                >
                  Admin
                </Link>
              </>
            ))}
          {!signedIn && !inviteePage && (
            <Button asChild size="tap" className="ml-1">
              <Link to={paths.waitlist} {...visitorMark}>
                Join Waitlist
              </Link>
            </Button>
          )}
          {signedIn && memberActions}
          {layouts.mobile && <MobileMenu session={session} className="lg:hidden" />}
        </div>
      </div>
    </header>
  );
}
