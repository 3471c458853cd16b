import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { LaunchedDialog } from '@/components/ui/dialog';
import type { NavCounts } from '../api/get-nav-counts';
import { AdminNav } from './admin-nav';

/**
 * The phones' drawer of admin sections (see `AdminNavDrawer`), loaded when first reached
 * for: Radix Dialog, so focus moves in and is trapped and Escape closes it. Following a
 * link closes it.
 */
export default function AdminNavDrawerSheet({
  counts,
  ...dialog
}: {
  counts: NavCounts | null;
} & LaunchedDialogProps) {
  return (
    <LaunchedDialog {...dialog} variant="drawer" title="Admin sections" closeLabel="Close menu">
      <div className="mt-6">
        <AdminNav counts={counts} onNavigate={dialog.onClose} />
      </div>
    </LaunchedDialog>
  );
}
