import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '@/app/firebase-providers';
import { SessionProvider } from '@/lib/session/session';

/** Firebase Auth and the session around `children`. */
export function FirebaseSession({ children }: { children: ReactNode }) {
  return (
    <FirebaseProviders>
      <SessionProvider>{children}</SessionProvider>
    </FirebaseProviders>
  );
}

/**
 * Route module for the routes that sign in but read no data (`/login`, password reset,
 * the admin login): Auth only. Loaded on demand.
 */
export default function FirebaseLayout() {
  return (
    <FirebaseSession>
      <Outlet />
    </FirebaseSession>
  );
}
