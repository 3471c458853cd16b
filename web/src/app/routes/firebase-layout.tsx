import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '@/app/firebase-providers';
import { SessionProvider } from '@/lib/session/session-provider';

/** Firebase Auth and the session around `children`. */
export function FirebaseSession({ children }: { children: ReactNode }) {
  return (
    <FirebaseProviders>
      <SessionProvider>{children}</SessionProvider>
    </FirebaseProviders>
  );
}

/**
 * Route module around the admin back-office (Auth and the session; its `DataLayout` adds
 * Firestore). Loaded on demand. The sign-in pages have their own (`SignInLayout`), which
 * loads this module's `FirebaseSession` beside the page.
 */
export default function FirebaseLayout() {
  return (
    <FirebaseSession>
      <Outlet />
    </FirebaseSession>
  );
}
