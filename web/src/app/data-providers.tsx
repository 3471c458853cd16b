import type { ReactNode } from 'react';
import { FirestoreProvider } from 'reactfire';
import { firestore } from '@/lib/firebase-firestore';

/**
 * Firestore for the routes that read it (inside `FirebaseProviders`); importing this
 * module is what loads that SDK. Callables need no SDK (`@/lib/callable` speaks HTTPS), and
 * Storage loads with the one screen that uploads (admin products).
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>;
}
