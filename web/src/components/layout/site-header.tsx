import { NavigationMenu } from 'radix-ui';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { BrandsMenuItem, navLinkClasses } from '@/components/layout/brands-menu';
import { Logo } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLayouts } from '@/lib/media/use-media-query';

const linksBeforeBrands = [{ to: paths.howItWorks, label: 'How It Works' }];
const linksAfterBrands = [
  { to: paths.bags, label: 'Bags' },
  { to: paths.quiz, label: 'Quiz' },
  { to: paths.magazine, label: 'Magazine' },
  { to: paths.faq, label: 'FAQ' },
];

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={to} className={navLinkClasses}>
          {label}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

/**
 * Top bar of the public pages. Desktop: logo, How It Works, Brands dropdown, Bags, Quiz,
 * Magazine, FAQ, Log In, Admin, Join Waitlist. Phones get the logo, the theme toggle and
 * Join Waitlist here, and the rest in the bottom bar.
 */
export function SiteHeader() {
  const layouts = useLayouts();
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200/80 bg-cream/90 backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-20">
        {layouts.mobile && <Logo size="medium" className="lg:hidden" />}
        {layouts.desktop && <Logo size="large" className="max-lg:hidden" />}
        {layouts.desktop && (
          <NavigationMenu.Root
            aria-label="Main"
            delayDuration={200}
            skipDelayDuration={300}
            className="ml-4 max-lg:hidden"
          >
            <NavigationMenu.List className="flex items-center gap-0.5">
              {linksBeforeBrands.map((link) => (
                <NavItem key={link.to} {...link} />
              ))}
              <BrandsMenuItem />
              {linksAfterBrands.map((link) => (
                <NavItem key={link.to} {...link} />
              ))}
            </NavigationMenu.List>
          </NavigationMenu.Root>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {layouts.desktop && (
            <>
              <Link to={paths.login} className={cn(navLinkClasses, 'max-lg:hidden')}>
                Log In
              </Link>
              <Link
                to={paths.admin.login}
                className={cn(navLinkClasses, 'px-2 text-xs tracking-wide max-lg:hidden')}
              >
                Admin
              </Link>
            </>
          )}
          <Button asChild size="sm" className="ml-1">
            <Link to={paths.waitlist}>Join Waitlist</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
