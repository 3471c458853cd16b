import {
  createContext,
  useContext,
  useMemo,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/*
 * Links and the current address, for components that appear both inside the React Router
 * app and on a prerendered page that hydrates without it (`/`: src/landing-entry.tsx).
 * Inside the app, links navigate through the router (`routerNavigation`, provided by the
 * root layout); on a page without the router they are plain <a> elements and the browser
 * loads the next page, so that page does not ship React Router (≈ 30 KB gzip).
 */

/** A link's props: an <a> with `to` for its address. */
export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/** A navigation link: marked `aria-current="page"` (and class `active`) on its own page. */
export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string;
  /** Active on `to` exactly, not on the addresses under it. */
  end?: boolean;
};

/** How links are drawn and where the page is: through the router, or the plain document. */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  /** The current address's path (a hook). */
  usePathname: () => string;
  /** The current address's query (a hook). */
  useSearchParams: () => URLSearchParams;
  /** A function that goes to another address (a hook). */
  useNavigate: () => (to: string) => void;
  /** Whether navigating keeps this document (the router) or loads another one. */
  inPage: boolean;
}

/**
 * Whether `pathname` is `to` or, unless `end`, an address under it (React Router's
 * NavLink rule, case-insensitive).
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const length = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(length) === '/');
}

/** Where a page without the router is: its prerendered address while prerendering. */
export interface DocumentLocation {
  pathname: string;
  search: string;
}
const DocumentLocationContext = createContext<DocumentLocation | null>(null);

/** Sets the address plain links are drawn for (the prerender's; the browser's by default). */
export function DocumentLocationProvider({
  location,
  children,
}: {
  location: DocumentLocation;
  children: ReactNode;
}) {
  return <DocumentLocationContext value={location}>{children}</DocumentLocationContext>;
}

function useDocumentLocation(): DocumentLocation {
  const given = useContext(DocumentLocationContext);
  if (given) return given;
  return typeof window === 'undefined' ? { pathname: '/', search: '' } : window.location;
}

function DocumentLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

/** Marks its page as React Router's NavLink does, so the markup reads the same either way. */
function DocumentNavLink({ to, end, className, ...props }: NavLinkProps) {
  const active = isActivePath(useDocumentLocation().pathname, to, end);
  return (
    <a
      href={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

function useDocumentSearchParams(): URLSearchParams {
  const { search } = useDocumentLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

const goTo = (to: string) => window.location.assign(to);

/** Plain links: each one loads its page. */
export const documentNavigation: Navigation = {
  Link: DocumentLink,
  NavLink: DocumentNavLink,
  usePathname: () => useDocumentLocation().pathname,
  useSearchParams: useDocumentSearchParams,
  useNavigate: () => goTo,
  inPage: false,
};

let fallback: Navigation = documentNavigation;

/**
 * Sets the navigation used where no provider gives one (plain links until then). Unit
 * tests set the router's, as they render pages under a memory router without the root
 * layout.
 */
export function setDefaultNavigation(navigation: Navigation): void {
  fallback = navigation;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Sets how the links below navigate (the root layout gives the router's). */
export function NavigationProvider({
  navigation,
  children,
}: {
  navigation: Navigation;
  children: ReactNode;
}) {
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? fallback;
}

/** A link: through the router in the app, a plain <a> on a page without it. */
export function Link(props: LinkProps) {
  const { Link: Component } = useNavigation();
  return <Component {...props} />;
}

/** A navigation link, marked current on its page (see `NavLinkProps`). */
export function NavLink(props: NavLinkProps) {
  const { NavLink: Component } = useNavigation();
  return <Component {...props} />;
}

/** The current path. */
export function usePathname(): string {
  return useNavigation().usePathname();
}

/** The current query. */
export function useSearchParams(): URLSearchParams {
  return useNavigation().useSearchParams();
}

/** Goes to another address: through the router, or by loading the page. */
export function useNavigate(): (to: string) => void {
  return useNavigation().useNavigate();
}

/** Whether `useNavigate` keeps this document (the router app) or loads another page. */
export function useNavigatesInPage(): boolean {
  return useNavigation().inPage;
}
