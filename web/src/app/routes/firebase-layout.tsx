import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '@/app/firebase-providers';

/** Route module for every route that talks to Firebase (loaded on demand). */
export default function FirebaseLayout() {
  return (
    <FirebaseProviders>
      <Outlet />
    </FirebaseProviders>
  );
}
