import { Suspense, useState } from 'react';
import {
  ACCESS_LEVELS,
  ACCESS_LEVEL_LABELS,
  ADMIN_BORROW_STATUSES,
  type AccessLevel,
  type BorrowStatus,
  valueCapProblem,
} from '@unlimited/domain';
import type { AdminProduct } from '../api/get-product-loans';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { RowDialog } from '../hooks/use-row-actions';
import { BulkEditDialog, type BulkEdit } from './bulk-edit-dialog';
import { ChoiceDialog } from './choice-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { LazyEditProductDialog } from './lazy-parts';
import { ProductPreview } from './product-preview';

/** The dialogs a row or the Bulk Actions menu opens (one at a time: `dialog`). */
export function ProductsDialogs({
  dialog,
  onClose,
  onBorrowStatus,
  onAccessLevel,
  onDelete,
  onBulkEdit,
  onBulkDelete,
}: {
  dialog: RowDialog;
  onClose: () => void;
  onBorrowStatus: (product: AdminProduct, value: BorrowStatus) => void;
  onAccessLevel: (product: AdminProduct, value: AccessLevel) => void;
  /** Deletes the product; throws (with what to tell the admin) when it could not. */
  onDelete: (product: AdminProduct) => Promise<void>;
  onBulkEdit: (ids: readonly string[], edit: BulkEdit) => void;
  onBulkDelete: (ids: readonly string[]) => Promise<void>;
}) {
  const row = dialog && 'product' in dialog ? dialog : null;
  // The products a bulk dialog was opened for (the selection then: its count holds).
  const bulkIds = dialog && 'ids' in dialog ? dialog.ids : [];
  // The edit dialog (and the Storage SDK) loads when first opened, then stays mounted so
  // it closes as a dialog does, focus going back to the row's Edit button.
  const [editOpened, setEditOpened] = useState(false);
  if (row?.kind === 'edit' && !editOpened) setEditOpened(true);
  return (
    <>
      <Dialog open={row?.kind === 'preview'} onOpenChange={(open) => !open && onClose()}>
        {row?.kind === 'preview' && (
          <DialogContent title="Product Preview" description="As customers see it">
            <div className="mt-4">
              <ProductPreview product={row.product} />
            </div>
          </DialogContent>
        )}
      </Dialog>
      {editOpened && (
        <Suspense fallback={null}>
          <LazyEditProductDialog
            product={row?.kind === 'edit' ? row.product : null}
            onClose={onClose}
          />
        </Suspense>
      )}
      <ChoiceDialog
        open={row?.kind === 'borrow'}
        title="Update Borrow Status"
        description={row?.product.title}
        label="Borrow Status"
        choices={ADMIN_BORROW_STATUSES.map((s) => ({ value: s, label: s }))}
        initial={row?.product.borrow_status ?? 'Available'}
        submitLabel="Save"
        onCancel={onClose}
        onSubmit={(value) => {
          if (row) onBorrowStatus(row.product, value as BorrowStatus);
          onClose();
        }}
      />
      <ChoiceDialog
        open={row?.kind === 'access'}
        title="Change Access Level"
        description={row?.product.title}
        label="Access Level"
        choices={ACCESS_LEVELS.map((l) => ({ value: l, label: ACCESS_LEVEL_LABELS[l] }))}
        initial={row?.product.access_levels ?? 'Any'}
        submitLabel="Save"
        validate={(value) =>
          row ? valueCapProblem({ ...row.product, access_levels: value }) : null
        }
        onCancel={onClose}
        onSubmit={(value) => {
          if (row) onAccessLevel(row.product, value as AccessLevel);
          onClose();
        }}
      />
      <ConfirmDialog
        open={row?.kind === 'delete'}
        title="Delete product"
        message={`Are you sure you want to delete "${row?.product.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={onClose}
        onConfirm={async () => {
          if (row) await onDelete(row.product);
          onClose();
        }}
      />
      <BulkEditDialog
        count={bulkIds.length}
        open={dialog?.kind === 'bulk-edit'}
        onCancel={onClose}
        onSubmit={(edit: BulkEdit) => {
          onClose();
          onBulkEdit(bulkIds, edit);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        title="Delete selected products"
        message={`Are you sure you want to delete ${bulkIds.length} selected product(s)? This cannot be undone. Bags held for members are skipped, and the report says which.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={onClose}
        onConfirm={async () => {
          // The job starts on the server; its progress and report show above the table.
          await onBulkDelete(bulkIds);
          onClose();
        }}
      />
    </>
  );
}
