import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '@/lib/firebase';

/**
 * Wraps member and admin routes with reactfire's app and Auth providers: every one of them
 * signs in. Firestore, Functions and Storage come from `DataProviders`, mounted only by the
 * routes that read or call them, so `/login` loads Auth alone. Suspense stays off:
 * reactfire 4.2 has an open stale-value bug under Suspense on React 19.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
