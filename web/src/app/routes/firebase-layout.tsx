import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '@/app/firebase-providers';
import { SessionProvider } from '@/lib/session/session';

/** Route module for every route that talks to Firebase (loaded on demand). */
export default function FirebaseLayout() {
  return (
    <FirebaseProviders>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </FirebaseProviders>
  );
}
