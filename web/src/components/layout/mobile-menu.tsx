import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { useDialogLauncher } from '@/components/ui/dialog-launcher';
import { cn } from '@/lib/cn';
import type { SessionHint } from '@/lib/public-data/signed-in-hint';

const loadSheet = () => import('@/components/layout/mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The phones' site menu (under 1024 px): a Menu button in the header that opens a bottom
 * sheet (`mobile-menu-sheet`) with the same places as the desktop bar. The sheet and its
 * dialog code load when the visitor reaches for the button, so the landing page's first
 * bundle does not carry them.
 */
export function MobileMenu({ session, className }: { session: SessionHint; className?: string }) {
  const menu = useDialogLauncher(loadSheet);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        {...menu.trigger}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-neutral-200/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:text-neutral-100 dark:hover:bg-neutral-800',
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {menu.render((props) => (
        <MobileMenuSheet session={session} {...props} />
      ))}
    </>
  );
}
