/** What Bulk Actions does to the selected products: edit, archive, delete. */
import type { Dispatch, SetStateAction } from 'react';
import { isOnLoan } from '@unlimited/domain';
import type { AdminProduct } from '../api/get-product-loans';
import { toast } from '@/lib/toast';
import { useDeleteProducts } from '../api/delete-products';
import { useUpdateProduct, type ProductPatch } from '../api/update-product';
import type { BulkEdit } from '../components/bulk-edit-dialog';
import { reasonOf } from '../components/error-reason';
import { borrowPatch } from './use-row-actions';

/** A bulk refusal's description when the held bags are in different states. */
export function heldProductsNote(count: number): string {
  return `${count} of the selected bags are with members, on their way to or from them, or held for a queue: they can be deleted once their orders are completed.`;
}

export function useBulkActions(
  selectedProducts: readonly AdminProduct[],
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>,
) {
  const updateProduct = useUpdateProduct();
  const deleteProducts = useDeleteProducts();

  async function bulkDelete() {
    const { deleted, failed, refused } = await deleteProducts(selectedProducts);
    if (deleted.length > 0) toast.success(`Successfully deleted ${deleted.length} product(s)`);
    if (refused.length > 0) {
      const reasons = [...new Set(refused.map((r) => r.reason))];
      toast.error(
        refused.length === 1
          ? '1 product was not deleted and is still selected'
          : `${refused.length} products were not deleted and are still selected`,
        { description: reasons.length === 1 ? reasons[0] : heldProductsNote(refused.length) },
      );
    }
    if (failed.length > 0) {
      toast.error('Failed to delete products', {
        description: `${failed.length} product(s) could not be deleted and are still selected.`,
      });
    }
    setSelected(new Set([...failed, ...refused.map((r) => r.id)]));
  }

  /** Applies `patchFor(product)` to every selected product (an empty patch skips it). */
  async function bulkUpdate(
    patchFor: (product: AdminProduct) => ProductPatch,
    done: (n: number) => string,
  ) {
    const jobs = selectedProducts.flatMap((product) => {
      const patch = patchFor(product);
      return Object.keys(patch).length > 0 ? [updateProduct(product, patch)] : [];
    });
    const results = await Promise.allSettled(jobs);
    const rejected = results.filter((r) => r.status === 'rejected');
    const failed = rejected.length;
    const succeeded = jobs.length - failed;
    if (succeeded > 0) toast.success(done(succeeded));
    // A refusal the admin can act on (the Elite cap, a held bag, Sold) is worth naming.
    const reasons = [...new Set(rejected.map((r) => reasonOf(r.reason)))];
    const description = reasons.length > 0 ? reasons.join(' ') : undefined;
    if (failed > 0)
      toast.error(
        `Failed to update ${failed} product(s)`,
        description ? { description } : undefined,
      );
  }

  /** Edit Selected. A bag on loan keeps the borrow status its order gives it. */
  async function bulkEdit(edit: BulkEdit) {
    const onLoan = edit.borrow_status ? selectedProducts.filter(isOnLoan) : [];
    await bulkUpdate(
      (product) => {
        const patch: ProductPatch =
          edit.borrow_status && !isOnLoan(product) ? borrowPatch(edit.borrow_status) : {};
        if (edit.access_levels) patch.access_levels = edit.access_levels;
        return patch;
      },
      (n) => `Updated ${n} product(s)`,
    );
    if (onLoan.length > 0) {
      toast.info(
        onLoan.length === 1
          ? '1 bag is on loan, so its borrow status was kept (it follows the member\u2019s order).'
          : `${onLoan.length} bags are on loan, so their borrow status was kept (it follows the members\u2019 orders).`,
      );
    }
  }

  const bulkArchive = () =>
    bulkUpdate(
      () => ({ status: 'Hidden' }),
      (n) => `Archived ${n} product(s)`,
    );

  return { bulkDelete, bulkEdit, bulkArchive };
}
