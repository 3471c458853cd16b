import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { setDefaultNavigation } from '@/lib/navigation/navigation';
import { routerNavigation } from '@/lib/navigation/router-navigation';
import type { cn as joinClasses } from '@/lib/cn';
import { installBrowserStubs } from '@/testing/browser-stubs';
import { closePageTimers, installPageTimers } from '@/testing/page-timers';
import { ASYNC_TIMEOUT_MS } from '@/testing/eventually';

// findBy and waitFor wait for the state a person would see; how long a busy two-core
// machine takes to render it (a page's first render there can take over a second) is not
// what the tests check. A hang still fails, at the test's timeout.
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

// Pages render under a memory router here, most without the root layout that gives the
// router's links (`@/lib/navigation`): links navigate through the router by default.
setDefaultNavigation(routerNavigation);

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-level store and replays the ones still active to
  // a newly mounted Toaster: without this, one test's toast shows up in the next test.
  toast.dismiss();
});

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here (node-environment
// test files have no window at all).
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Page timers stop when the page closes, after the file's last test (see page-timers).
if (typeof window !== 'undefined') {
  installPageTimers();
  afterAll(closePageTimers);
}

// matchMedia, IntersectionObserver and ResizeObserver (missing in jsdom), reset to a
// 1280 px light screen before each test; tests change it with setMedia/useMobileViewport.
if (typeof window !== 'undefined') {
  installBrowserStubs();
  beforeEach(() => {
    installBrowserStubs();
    window.localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
}

// `cn` does not merge classes (src/lib/cn.ts): every render in these tests checks that the
// classes it joins never set the same property twice, by tailwind-merge (a dev dependency
// only), which would drop the earlier of two that clash.
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<{ cn: typeof joinClasses }>();
  const { twMerge } = await import('tailwind-merge');
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const joined = cn(...inputs);
      const kept = new Set(twMerge(joined).split(' '));
      const clashing = joined.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
      if (clashing.length > 0) {
        throw new Error(
          `cn(): "${clashing.join(' ')}" clash with later classes in "${joined}". Ask the component for a variant instead of overriding its classes.`,
        );
      }
      return joined;
    },
  };
});
