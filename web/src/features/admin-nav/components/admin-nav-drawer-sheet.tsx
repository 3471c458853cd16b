import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { NavCounts } from '../api/get-nav-counts';
import { AdminNav } from './admin-nav';

/**
 * The phones' drawer of admin sections (see `AdminNavDrawer`), loaded when first reached
 * for: Radix Dialog, so focus moves in and is trapped and Escape closes it. Following a
 * link closes it.
 */
export default function AdminNavDrawerSheet({
  counts,
  onClose,
  onClosed,
}: {
  counts: NavCounts | null;
  onClose: () => void;
  /** Once the drawer is gone: where focus goes back (the dialog has no trigger of its own). */
  onClosed: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        variant="drawer"
        title="Admin sections"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="mt-6">
          <AdminNav counts={counts} onNavigate={onClose} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
