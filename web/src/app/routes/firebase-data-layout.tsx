import { Outlet } from 'react-router-dom';
import { DataProviders } from '@/app/data-providers';
import { FirebaseSession } from '@/app/routes/firebase-layout';

/**
 * Route module for the site's pages that read Firestore (a brand's bags, the catalogue,
 * the member pages): Auth, the session, Firestore and Functions. Loaded on
 * demand.
 */
export default function FirebaseDataLayout() {
  return (
    <FirebaseSession>
      <DataProviders>
        <Outlet />
      </DataProviders>
    </FirebaseSession>
  );
}
