import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, updated when it changes (false without matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

const noSubscription = () => () => {};

/**
 * False while rendering the prerendered HTML at build time and while React hydrates it in
 * the browser (the markup must match); true from then on, and always in a page rendered
 * from scratch. Anything that depends on the browser (screen width, storage) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Screens narrower than Tailwind's `lg` breakpoint (64rem: 1024 px at the default font
 * size) get the mobile layout: the same test as Tailwind's `lg:` / `max-lg:` variants
 * (`(min-width: 64rem)` and its negation). Media-query rem follow the visitor's default
 * font size, so a pixel query here would disagree with the CSS for anyone who set a
 * larger font, and hide both layouts.
 */
export const MOBILE_QUERY = '(width < 64rem)';

/** True when the window is narrower than `lg`, updated on resize. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/**
 * Which of a component's two layouts to render. Prerendered HTML (and its hydration) has
 * both, each hidden by CSS on the other side of `lg` (`lg:hidden` on the phone one,
 * `max-lg:hidden` on the desktop one), so a desktop never shows the phone layout before
 * the scripts run; after that only the layout in use is mounted.
 */
export function useLayouts(): { mobile: boolean; desktop: boolean } {
  const hydrated = useHydrated();
  const isMobile = useIsMobile();
  return { mobile: !hydrated || isMobile, desktop: !hydrated || !isMobile };
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
