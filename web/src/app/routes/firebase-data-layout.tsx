import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DataProviders } from '@/app/data-providers';
import { FirebaseSession } from '@/app/routes/firebase-layout';

/** Auth, the session, Firestore and Functions around `children`. */
export function FirebaseData({ children }: { children: ReactNode }) {
  return (
    <FirebaseSession>
      <DataProviders>{children}</DataProviders>
    </FirebaseSession>
  );
}

/**
 * Route module for the site's pages that read Firestore (a bag's page, the member pages):
 * Auth, the session, Firestore and Functions. Loaded on demand.
 */
export default function FirebaseDataLayout() {
  return (
    <FirebaseData>
      <Outlet />
    </FirebaseData>
  );
}
