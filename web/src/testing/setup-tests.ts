import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installBrowserStubs } from '@/testing/browser-stubs';

afterEach(() => {
  cleanup();
});

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here (node-environment
// test files have no window at all).
if (typeof window !== 'undefined') window.scrollTo = () => {};

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
