import { useLayoutEffect, useState } from 'react';
import { Link, usePathname } from '@/lib/navigation/navigation';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLayouts } from '@/lib/media/use-media-query';
import { useSessionHint, useVisitorOnly } from '@/lib/public-data/signed-in-hint';

/** Scroll distance in pixels after which the header turns compact. */
export const HEADER_COMPACT_AFTER_PX = 20;

/** True once the page has scrolled more than `threshold` pixels; false again above it. */
export function useScrolledPast(threshold: number): boolean {
  // Starts false, as in the prerendered HTML; the real scroll position is read before the
  // browser paints.
  const [past, setPast] = useState(false);
  useLayoutEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

const desktopLinkClasses =
  'inline-flex h-10 items-center max-lg:hidden rounded-full border border-ink/80 px-5 text-sm font-semibold tracking-[0.15em] text-ink uppercase transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:border-white/70 dark:text-white dark:hover:bg-white dark:hover:text-ink';

/**
 * The landing page's sticky header: logo (to `/` unless `logoLinked` is off) and, on
 * desktop, the theme toggle and Login (hidden on /login) or, for someone signed in, Dashboard. Phones
 * get the site menu (the same places as the other pages' header, and the theme toggle). After 20 px of scroll
 * it turns compact, with a shadow and a smaller logo.
 */
export function StickyHeader({ logoLinked = true }: { logoLinked?: boolean }) {
  const compact = useScrolledPast(HEADER_COMPACT_AFTER_PX);
  const layouts = useLayouts();
  const session = useSessionHint();
  const pathname = usePathname();
  const signedIn = session !== 'signed-out';
  const showLogin = layouts.desktop && !signedIn && pathname !== paths.login;
  const visitorOnly = useVisitorOnly();
  return (
    <header
      data-compact={compact}
      className={cn(
        'sticky top-0 z-30 transition-[background-color,box-shadow,padding] duration-300',
        compact
          ? 'bg-cream/95 py-2 shadow-[0_8px_30px_-12px_rgba(17,17,17,0.25)] backdrop-blur-md dark:bg-neutral-950/95 dark:shadow-[0_8px_30px_-12px_rgba(0,0,0,0.9)]'
          : 'bg-transparent py-5',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo size={compact ? 'medium' : 'large'} linked={logoLinked} />
        <div className="flex items-center gap-2">
          {layouts.desktop && <ThemeToggle className="max-lg:hidden" />}
          {showLogin && (
            <Link to={paths.login} className={desktopLinkClasses} {...visitorOnly}>
              Login
            </Link>
          )}
          {layouts.desktop && signedIn && (
            <Link to={paths.dashboard} className={desktopLinkClasses}>
              Dashboard
            </Link>
          )}
          {layouts.mobile && <MobileMenu session={session} className="lg:hidden" />}
        </div>
      </div>
    </header>
  );
}
