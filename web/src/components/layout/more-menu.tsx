import { ChevronDown } from 'lucide-react';
import { isActivePath, NavLink, usePathname } from '@/lib/navigation/navigation';
import {
  navLinkClasses,
  navMenuItemClasses,
  useNavDisclosure,
} from '@/components/layout/nav-disclosure';
import type { SiteLink } from '@/components/layout/site-nav';
import { cn } from '@/lib/cn';

/**
 * The More item of the desktop navigation: a disclosure (`useNavDisclosure`) with the
 * places the bar has no room for (`PUBLIC_MORE_LINKS`, `MEMBER_MORE_LINKS`). `wideOnly`
 * are links the bar itself shows from 1280 px: the panel lists them only below that. On
 * one of its pages the button is underlined, as a current link in the bar is.
 */
export function MoreMenuItem({
  links,
  wideOnly = [],
}: {
  links: readonly SiteLink[];
  wideOnly?: readonly SiteLink[];
}) {
  const disclosure = useNavDisclosure();
  const pathname = usePathname();
  const current = links.some((link) => isActivePath(pathname, link.to));
  return (
    <li className="relative" {...disclosure.item}>
      <button
        {...disclosure.button}
        onClick={disclosure.toggle}
        data-current={current ? '' : undefined}
        className={cn(navLinkClasses, 'group')}
      >
        More
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      <div
        {...disclosure.panel}
        className="absolute top-full right-0 z-40 mt-2 w-56 rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl dark:border-neutral-800 dark:bg-neutral-900"
      >
        <ul aria-label="More">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={navMenuItemClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {wideOnly.map((link) => (
            <li key={link.to} className="xl:hidden">
              <NavLink to={link.to} className={navMenuItemClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
