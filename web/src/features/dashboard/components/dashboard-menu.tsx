import { Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const itemClasses =
  'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100 dark:data-[highlighted]:bg-neutral-800';

/** The dashboard header menu: Account Settings, Back to Home. */
export function DashboardMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Open menu"
        className="rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-800"
      >
        <Menu aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
        >
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.account}>Account Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.home}>Back to Home</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
