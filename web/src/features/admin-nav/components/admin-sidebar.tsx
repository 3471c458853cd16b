import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { DialogLauncher } from '@/components/ui/dialog-launcher';
import { useNavCounts } from '../api/get-nav-counts';
import { AdminNav } from './admin-nav';

const loadDrawer = () => import('./admin-nav-drawer-sheet');
const AdminNavDrawerSheet = lazy(loadDrawer);

/** The persistent sidebar of the back-office on wide screens (hidden on phones). */
export function AdminSidebar() {
  const counts = useNavCounts();
  return (
    <aside className="hidden w-60 shrink-0 border-r border-neutral-200 bg-white lg:block dark:border-neutral-800 dark:bg-neutral-950">
      <div className="sticky top-0 flex max-h-screen flex-col gap-6 overflow-y-auto px-3 py-6">
        <p className="px-3 font-display text-xl">Unlimited Admin</p>
        <AdminNav counts={counts} />
      </div>
    </aside>
  );
}

/**
 * The same navigation on phones: a Menu button opening a drawer (`admin-nav-drawer-sheet`:
 * focus moves in and is trapped, Escape closes, focus returns to the button). The drawer
 * and its dialog code load when the button is reached for, not with the page.
 */
export function AdminNavDrawer() {
  const counts = useNavCounts();
  return (
    <DialogLauncher
      variant="outline"
      size="sm"
      className="lg:hidden"
      load={loadDrawer}
      dialog={(props) => <AdminNavDrawerSheet counts={counts} {...props} />}
    >
      <Menu aria-hidden="true" className="size-4" />
      Menu
    </DialogLauncher>
  );
}
