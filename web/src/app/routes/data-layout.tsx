import { Outlet } from 'react-router-dom';
import { DataProviders } from '@/app/data-providers';

/**
 * Route module adding Firestore and Functions under FirebaseLayout (the admin
 * back-office; the admin login stays on Auth alone). Loaded on demand.
 */
export default function DataLayout() {
  return (
    <DataProviders>
      <Outlet />
    </DataProviders>
  );
}
