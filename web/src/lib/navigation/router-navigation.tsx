import { useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import type { LinkProps, Navigation, NavLinkProps } from '@/lib/navigation/navigation';

function Link(props: LinkProps) {
  return <RouterLink {...props} />;
}

function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} />;
}

function usePathname(): string {
  return useLocation().pathname;
}

function useQuery(): URLSearchParams {
  return useSearchParams()[0];
}

function useGoTo(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback((to: string) => void navigate(to), [navigate]);
}

/** Links and the address through React Router: the app's navigation. */
export const routerNavigation: Navigation = {
  Link,
  NavLink,
  usePathname,
  useSearchParams: useQuery,
  useNavigate: useGoTo,
  inPage: true,
};
