import type { ReactNode } from 'react';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { auth, firebaseApp, firestore, functions, storage } from '@/lib/firebase';

/**
 * Wraps member and admin routes with reactfire's providers. Suspense stays off: reactfire
 * 4.2 has an open stale-value bug under Suspense on React 19.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>
            <StorageProvider sdk={storage}>{children}</StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
