import type { ComponentProps } from 'react';
import { FirestoreProvider } from 'reactfire';
import { firestore } from '@/lib/firebase-firestore';
import { ClaimsRefresher } from './claims-refresh';

/**
 * `ClaimsRefresher` with its own Firestore provider. The session loads this module only
 * once someone is signed in, so the Auth-only pages (`/login`) do not load Firestore for a
 * visitor who has not signed in yet.
 */
export default function ClaimsRefresherScope(props: ComponentProps<typeof ClaimsRefresher>) {
  return (
    <FirestoreProvider sdk={firestore}>
      <ClaimsRefresher {...props} />
    </FirestoreProvider>
  );
}
