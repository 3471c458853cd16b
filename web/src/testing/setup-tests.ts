import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here (node-environment
// test files have no window at all).
if (typeof window !== 'undefined') window.scrollTo = () => {};
