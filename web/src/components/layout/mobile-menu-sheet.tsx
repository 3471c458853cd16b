import { LogOut } from 'lucide-react';
import { Link, NavLink, usePathname } from '@/lib/navigation/navigation';
import { Button } from '@/components/ui/button';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { LaunchedDialog } from '@/components/ui/dialog';
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
import type { SessionHint } from '@/lib/public-data/signed-in-hint';

const BRANDS_LINK: SiteLink = { to: paths.brands, label: 'Brands' };

const linkClasses =
  'flex min-h-12 items-center rounded-xl px-4 text-base font-medium text-neutral-800 hover:bg-cream focus-visible:outline-2 focus-visible:outline-gold aria-[current=page]:bg-cream aria-[current=page]:text-ink dark:text-neutral-200 dark:hover:bg-neutral-800 dark:aria-[current=page]:bg-neutral-800 dark:aria-[current=page]:text-white';

/**
 * The sheet of the phones' site menu (see `MobileMenu`), loaded when first opened: the same
 * places as the desktop bar, its More menu's included, in two columns so that a member's
 * dozen fit a phone's screen. Signed out: How It Works, Brands, Bags, Quiz, Magazine, FAQ,
 * Club, Vault, Log In and Join Waitlist (not on an invitee's sign-up pages, as the bar).
 * Signed in: Dashboard, Bags, Brands, Orders, Saved, Membership, Account, Quiz, Magazine,
 * Club, Vault, Cart, the back-office for admins, and Sign out. The theme toggle lives here
 * on phones, leaving the bar room for the logo and Join Waitlist.
 */
export default function MobileMenuSheet({
  session,
  ...dialog
}: {
  session: SessionHint;
} & LaunchedDialogProps) {
  const { signOut, pending } = useSiteSignOut();
  const close = dialog.onClose;
  const signedIn = session !== 'signed-out';
  // An invitee's sign-up pages never send them to the waitlist (as the bar).
  const inviteePage = isInviteePage(usePathname());
  const links: readonly SiteLink[] = signedIn
    ? [
        ...MEMBER_LINKS_BEFORE_BRANDS,
        BRANDS_LINK,
        ...MEMBER_LINKS_AFTER_BRANDS,
        ...MEMBER_MORE_LINKS,
      ]
    : [
        ...PUBLIC_LINKS_BEFORE_BRANDS,
        BRANDS_LINK,
        ...PUBLIC_LINKS_AFTER_BRANDS,
        ...PUBLIC_MORE_LINKS,
      ];

  return (
    <LaunchedDialog {...dialog} variant="sheet" title="Menu" closeLabel="Close menu">
      <nav aria-label="Site" className="mt-4">
        <ul className="grid grid-cols-2 gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={linkClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {session === 'admin' && (
            <li>
              <NavLink to={BACK_OFFICE_LINK.to} onClick={close} className={linkClasses}>
                {BACK_OFFICE_LINK.label}
              </NavLink>
            </li>
          )}
        </ul>
        <div className="mt-4 flex min-h-12 items-center justify-between border-t border-neutral-200 px-4 pt-4 dark:border-neutral-800">
          <span className="text-base font-medium text-neutral-800 dark:text-neutral-200">
            Theme
          </span>
          <ThemeToggle tap />
        </div>
        <div className="mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
          {signedIn ? (
            <Button
              variant="outline"
              disabled={pending}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </Button>
          ) : (
            <>
              <Button asChild variant="outline">
                <Link to={paths.login} onClick={close}>
                  Log In
                </Link>
              </Button>
              {!inviteePage && (
                <Button asChild>
                  <Link to={paths.waitlist} onClick={close}>
                    Join Waitlist
                  </Link>
                </Button>
              )}
            </>
          )}
        </div>
      </nav>
    </LaunchedDialog>
  );
}
