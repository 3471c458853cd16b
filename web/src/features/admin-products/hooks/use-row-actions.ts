/**
 * What the products table's rows do (inline selects, the row menu, preview and edit), as
 * one handlers object that keeps its identity across renders, so a keystroke in the search
 * box re-renders only the rows whose product or state changed (`ProductRow` is memoised).
 */
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '@/lib/toast';
import {
  ACCESS_LEVEL_LABELS,
  type AccessLevel,
  type BorrowStatus,
  valueCapProblem,
} from '@unlimited/domain';
import type { AdminProduct } from '../api/get-product-loans';
import { useDeleteProducts } from '../api/delete-products';
import { useUpdateProduct, type ProductPatch } from '../api/update-product';
import { reasonOf } from '../components/error-reason';
import type { RowHandlers } from '../components/product-row';

/** What the Delete dialog says, staying open, when the product could not be deleted. */
export const DELETE_PRODUCT_FAILED =
  'Failed to delete the product. Nothing was removed; please try again.';

export type RowDialog =
  | { kind: 'preview' | 'edit' | 'delete' | 'borrow' | 'access'; product: AdminProduct }
  /** A bulk action's dialog, with the products selected when it opened (its count never runs down). */
  | { kind: 'bulk-edit' | 'bulk-delete'; ids: readonly string[] }
  | null;

/** A patch for a borrow status change of a bag nobody holds (no return date). */
export function borrowPatch(value: BorrowStatus): ProductPatch {
  return { borrow_status: value, return_date: null };
}

export function useRowActions({
  setSelected,
  setDialog,
}: {
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  setDialog: Dispatch<SetStateAction<RowDialog>>;
}) {
  const updateProduct = useUpdateProduct();
  const deleteProducts = useDeleteProducts();
  /** Inline saves in flight, as `${productId}:borrow` / `${productId}:access`. */
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const markSaving = useCallback((key: string, on: boolean) => {
    setSaving((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const changeBorrowStatus = useCallback(
    async (product: AdminProduct, value: BorrowStatus) => {
      const key = `${product.id}:borrow`;
      markSaving(key, true);
      try {
        await updateProduct(product, borrowPatch(value));
        toast.success(`Borrow status updated to "${value}"`);
      } catch (error) {
        toast.error(`Failed to update status: ${reasonOf(error)}`);
      } finally {
        markSaving(key, false);
      }
    },
    [updateProduct, markSaving],
  );

  const changeAccessLevel = useCallback(
    async (product: AdminProduct, value: AccessLevel) => {
      const capProblem = valueCapProblem({ ...product, access_levels: value });
      if (capProblem !== null) {
        toast.error('Failed to update level', { description: capProblem });
        return;
      }
      const key = `${product.id}:access`;
      markSaving(key, true);
      try {
        await updateProduct(product, { access_levels: value });
        toast.success(`Access level updated to "${ACCESS_LEVEL_LABELS[value]}"`);
      } catch {
        toast.error('Failed to update level');
      } finally {
        markSaving(key, false);
      }
    },
    [updateProduct, markSaving],
  );

  const deleteOne = useCallback(
    async (product: AdminProduct) => {
      const { failed, refused } = await deleteProducts([product]);
      // The dialog stays open and says why, with what to do instead.
      if (refused.length > 0) throw new Error(refused[0]!.reason);
      if (failed.length > 0) {
        toast.error('Failed to delete the product');
        throw new Error(DELETE_PRODUCT_FAILED);
      }
      toast.success('Product deleted successfully');
      setSelected((prev) => {
        const next = new Set(prev);
        next.delete(product.id);
        return next;
      });
    },
    [deleteProducts, setSelected],
  );

  const handlers = useMemo<RowHandlers>(
    () => ({
      onSelect: (product, on) =>
        setSelected((prev) => {
          const next = new Set(prev);
          if (on) next.add(product.id);
          else next.delete(product.id);
          return next;
        }),
      onBorrowStatus: (p, v) => void changeBorrowStatus(p, v),
      onAccessLevel: (p, v) => void changeAccessLevel(p, v),
      onPreview: (product) => setDialog({ kind: 'preview', product }),
      onEdit: (product) => setDialog({ kind: 'edit', product }),
      onMenuBorrowStatus: (product) => setDialog({ kind: 'borrow', product }),
      onMenuAccessLevel: (product) => setDialog({ kind: 'access', product }),
      onArchive: (product) =>
        void updateProduct(product, { status: 'Hidden' }).then(
          () => toast.success(`Product "${product.title}" archived (now Hidden)`),
          (error: unknown) =>
            toast.error('Failed to archive the product', { description: reasonOf(error) }),
        ),
      onDelete: (product) => setDialog({ kind: 'delete', product }),
    }),
    [setSelected, setDialog, changeBorrowStatus, changeAccessLevel, updateProduct],
  );

  return { saving, handlers, changeBorrowStatus, changeAccessLevel, deleteOne };
}
