import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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

/** The admin back-office, for admins only (the admin pages check the claim themselves). */
export const BACK_OFFICE_LINK: SiteLink = { to: paths.admin.dashboard, label: 'Back-office' };

export const SIGN_OUT_FAILED = 'Could not sign you out. Please try again.';

/**
 * Sign out from the site's navigation: leaves for `/` (a member page would otherwise send
 * the person to /login), then signs out of Firebase Auth. The Auth code is imported only
 * now, so pages that never sign anyone out stay free of Firebase code.
 */
export function useSiteSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const { signOutEverywhere } = await import('@/lib/session/sign-out');
      navigate(paths.home);
      await signOutEverywhere();
    } catch {
      const { toast } = await import('sonner');
      toast.error(SIGN_OUT_FAILED);
    } finally {
      setPending(false);
    }
  }, [navigate]);
  return { signOut, pending };
}
