import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session/sign-out';
import { useAdminAccess } from '../api/get-admin-access';
import { NotAuthorised } from './not-authorised';

/**
 * Guards every admin screen but the login: a spinner while auth loads, the login page
 * when signed out, "Not authorised" without the `admin` claim. Renders `children` only
 * for admins.
 */
export function AdminGuard({ children }: { children: (user: User) => ReactNode }) {
  const access = useAdminAccess();
  const location = useLocation();
  const navigate = useNavigate();

  switch (access.status) {
    case 'loading':
      return <PageLoader label="Checking your access..." />;
    case 'signed-out':
      return <Navigate to={paths.admin.login} replace state={{ from: location.pathname }} />;
    case 'forbidden':
      return (
        <NotAuthorised
          email={access.user.email}
          onSignOut={() => {
            void signOut().then(() => navigate(paths.admin.login, { replace: true }));
          }}
        />
      );
    case 'admin':
      return children(access.user);
  }
}
