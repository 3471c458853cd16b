import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from 'sonner';

/** Shell of every page: scroll-to-top on navigation and the toast region. */
export default function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
    </>
  );
}
