import { useCallback, useState } from 'react';
import { useNavigate, useNavigatesInPage, usePathname } from '@/lib/navigation/navigation';
import { paths } from '@/config/paths';

/** One link of the site's navigation. */
export interface SiteLink {
  to: string;
  label: string;
}

/** Signed out: the public sections around the Brands menu (desktop bar and phone menu). */
export const PUBLIC_LINKS_BEFORE_BRANDS: readonly SiteLink[] = [
  { to: paths.howItWorks, label: 'How It Works' },
];
export const PUBLIC_LINKS_AFTER_BRANDS: readonly SiteLink[] = [
  { to: paths.bags, label: 'Bags' },
  { to: paths.quiz, label: 'Quiz' },
  { to: paths.magazine, label: 'Magazine' },
  { to: paths.faq, label: 'FAQ' },
];
/**
 * Signed out: the places in the desktop bar's More menu (the bar has no room for them at
 * 1024 px), listed after the others in the phone menu. A visitor sees the Club explained
 * and the Vault's showcase.
 */
export const PUBLIC_MORE_LINKS: readonly SiteLink[] = [
  { to: paths.club, label: 'Club' },
  { to: paths.vault, label: 'Vault' },
];

/** Signed in: the member's places, around the Brands menu. */
export const MEMBER_LINKS_BEFORE_BRANDS: readonly SiteLink[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.bags, label: 'Bags' },
];
export const MEMBER_LINKS_AFTER_BRANDS: readonly SiteLink[] = [
  { to: paths.orders, label: 'Orders' },
  { to: paths.saved, label: 'Saved' },
  { to: paths.membershipManage, label: 'Membership' },
  { to: paths.account, label: 'Account' },
];
/**
 * Signed in: the places in the desktop bar's More menu, listed after the others in the
 * phone menu: the style quiz (a member's style profile), the Magazine, the Club (her
 * referral link), the Vault and the Cart.
 */
export const MEMBER_MORE_LINKS: readonly SiteLink[] = [
  { to: paths.quiz, label: 'Quiz' },
  { to: paths.magazine, label: 'Magazine' },
  { to: paths.club, label: 'Club' },
  { to: paths.vault, label: 'Vault' },
  { to: paths.cart, label: 'Cart' },
];

/** The admin back-office, for admins only (the admin pages check the claim themselves). */
export const BACK_OFFICE_LINK: SiteLink = { to: paths.admin.dashboard, label: 'Back-office' };

/** An invitee's sign-up pages: no bar or menu sends the invitee to the waitlist from them. */
const INVITEE_PAGES: readonly string[] = [
  paths.signupAccountCreation,
  paths.signupTierSelection,
  paths.signupAddOns,
];

/** Whether `pathname` is one of an invitee's sign-up pages (no Join Waitlist there). */
export function isInviteePage(pathname: string): boolean {
  return INVITEE_PAGES.includes(pathname);
}

export const SIGN_OUT_FAILED = 'Could not sign you out. Please try again.';

/**
 * Sign out from the site's navigation: in the app, leaves for `/` first (a member page
 * would otherwise send the person to /login), then signs out of Firebase Auth. On a page
 * without the router (`/`, `/waitlist`), going elsewhere loads another page, so it signs
 * out first and then leaves for `/` unless already there. The Auth code is imported only now, so pages
 * that never sign anyone out stay free of Firebase code.
 */
export function useSiteSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const inPage = useNavigatesInPage();
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const { signOut } = await import('@/lib/session/sign-out');
      if (inPage) navigate(paths.home);
      await signOut();
      if (!inPage && pathname !== paths.home) navigate(paths.home);
    } catch {
      const { toast } = await import('sonner');
      toast.error(SIGN_OUT_FAILED);
    } finally {
      setPending(false);
    }
  }, [navigate, inPage, pathname]);
  return { signOut, pending };
}
