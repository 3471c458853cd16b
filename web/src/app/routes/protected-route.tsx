import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';

/** Navigation state /login reads to send the member back where they were going. */
export interface LoginRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'> | string;
}

/** Where to go after signing in: the page the member was sent away from, else /dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  const target =
    typeof from === 'string'
      ? from
      : from && typeof from.pathname === 'string'
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : null;
  // Only paths inside this site (never `//evil.example`), and never back to /login.
  if (!target || !target.startsWith('/') || target.startsWith('//')) return paths.dashboard;
  if (target === paths.login || target.startsWith(`${paths.login}?`)) return paths.dashboard;
  return target;
}

/**
 * Renders `children` for a signed-in member; sends anyone else to /login, remembering the
 * page so /login can come back to it.
 */
export function ProtectedRoute({
  children,
  loadingLabel,
}: {
  children: ReactNode;
  loadingLabel?: string;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader label={loadingLabel} />;
  if (session.status === 'signed-out') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <>{children}</>;
}
