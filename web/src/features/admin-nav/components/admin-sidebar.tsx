import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useNavCounts } from '../api/get-nav-counts';
import { AdminNav } from './admin-nav';

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
 * The same navigation on phones: a Menu button opening a drawer (Radix Dialog: focus
 * moves in and is trapped, Escape closes, focus returns to the button). Following a link
 * closes it.
 */
export function AdminNavDrawer() {
  const counts = useNavCounts();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <Menu aria-hidden="true" className="size-4" />
          Menu
        </Button>
      </DialogTrigger>
      <DialogContent variant="drawer" title="Admin sections" closeLabel="Close menu">
        <div className="mt-6">
          <AdminNav counts={counts} onNavigate={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
