import type { ReactNode } from 'react';
import { FirestoreProvider, FunctionsProvider } from 'reactfire';
import { firestore } from '@/lib/firebase-firestore';
import { functions } from '@/lib/firebase-cloud-functions';

/**
 * Firestore and Functions for the routes that use them (inside `FirebaseProviders`);
 * importing this module is what loads those SDKs. Storage is provided by the one screen
 * that uploads (admin products).
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <FirestoreProvider sdk={firestore}>
      <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
    </FirestoreProvider>
  );
}
