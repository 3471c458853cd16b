import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { setDefaultNavigation } from '@/lib/navigation/navigation';
import { routerNavigation } from '@/lib/navigation/router-navigation';
import { installBrowserStubs } from '@/testing/browser-stubs';
import { closePageTimers, installPageTimers } from '@/testing/page-timers';

// findBy and waitFor wait for the state a person would see; how long a busy two-core
// machine takes to render it (a page's first render there can take over a second) is not
// what the tests check. A hang still fails, at the test's timeout.
configure({ asyncUtilTimeout: 5000 });

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
