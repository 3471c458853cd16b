import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

// The toast region loads right after the first paint, outside the initial bundle; toasts
// come from user actions or data that arrive later, and the import starts at once.
const sonner = import('sonner');
const Toaster = lazy(() => sonner.then((m) => ({ default: m.Toaster })));

/** Shell of every page: scroll-to-top on navigation and the toast region. */
export default function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <Suspense fallback={null}>
        <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
      </Suspense>
    </>
  );
}
