import { ChevronDown, Filter, X } from 'lucide-react';
import { DropdownMenu, Tooltip } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  ACCESS_LEVELS,
  ACCESS_LEVEL_LABELS,
  ADMIN_BORROW_STATUSES,
  BORROW_STATUSES,
  isOnLoan,
  PRICE_RANGES,
  type AccessLevel,
  type BorrowStatus,
  type Product,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { useDeleteProducts } from '../api/delete-products';
import { useAdminProducts } from '../api/get-admin-products';
import { useUpdateProduct, type ProductPatch } from '../api/update-product';
import {
  ACCESS_FILTERS,
  EMPTY_PANEL_FILTERS,
  filterProducts,
  type AccessFilter,
  type PanelFilters,
} from '../filter-products';
import { borrowPatch, useRowActions, type RowDialog } from '../hooks/use-row-actions';
import { BulkEditDialog, type BulkEdit } from './bulk-edit-dialog';
import { ChoiceDialog } from './choice-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { EditProductDialog } from './edit-product-dialog';
import { FiltersPanel } from './filters-panel';
import { ProductPreview } from './product-preview';
import { ProductRow } from './product-row';

/** Rows per table page: the DOM stays small however many products are loaded. */
export const TABLE_PAGE_SIZE = 50;

const toolbarSelect =
  'rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm dark:border-neutral-700 dark:bg-neutral-950';
const menuItemClasses =
  'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100 data-[disabled]:opacity-50 dark:data-[highlighted]:bg-neutral-800';

function panelChips(filters: PanelFilters) {
  return [
    ...filters.statuses.map((v) => ({
      key: `s-${v}`,
      label: v,
      remove: { ...filters, statuses: filters.statuses.filter((s) => s !== v) },
    })),
    ...filters.categories.map((v) => ({
      key: `c-${v}`,
      label: v,
      remove: { ...filters, categories: filters.categories.filter((c) => c !== v) },
    })),
    ...filters.priceRanges.map((v) => ({
      key: `p-${v}`,
      label: PRICE_RANGES.find((r) => r.id === v)?.label ?? v,
      remove: { ...filters, priceRanges: filters.priceRanges.filter((p) => p !== v) },
    })),
  ];
}

export function ProductsTab() {
  const { status, products, hasMore, loadingMore, loadMore, unreadable } = useAdminProducts();
  const updateProduct = useUpdateProduct();
  const deleteProducts = useDeleteProducts();

  const [search, setSearch] = useState('');
  const [borrowFilter, setBorrowFilter] = useState<BorrowStatus | 'all'>('all');
  const [accessFilter, setAccessFilter] = useState<AccessFilter | 'all'>('all');
  const [panel, setPanel] = useState<PanelFilters>(EMPTY_PANEL_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<RowDialog>(null);
  const { saving, handlers, changeBorrowStatus, changeAccessLevel, deleteOne } = useRowActions({
    setSelected,
    setDialog,
  });

  useEffect(() => {
    if (status === 'error') toast.error('Failed to load products');
  }, [status]);

  const filtered = useMemo(
    () =>
      filterProducts(products, {
        search,
        borrowStatus: borrowFilter,
        accessLevel: accessFilter,
        ...panel,
      }),
    [products, search, borrowFilter, accessFilter, panel],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / TABLE_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const rows = filtered.slice(currentPage * TABLE_PAGE_SIZE, (currentPage + 1) * TABLE_PAGE_SIZE);

  // Selection only ever holds loaded products (deleted ones drop out).
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const selectedProducts = [...selected].flatMap((id) => byId.get(id) ?? []);
  const allFilteredSelected = filtered.length > 0 && filtered.every((p) => selected.has(p.id));
  const someFilteredSelected = filtered.some((p) => selected.has(p.id));
  const filtersActive =
    search !== '' ||
    borrowFilter !== 'all' ||
    accessFilter !== 'all' ||
    panelChips(panel).length > 0;

  function resetPage<T>(set: (v: T) => void) {
    return (v: T) => {
      set(v);
      setPage(0);
    };
  }

  function clearFilters() {
    setSearch('');
    setBorrowFilter('all');
    setAccessFilter('all');
    setPanel(EMPTY_PANEL_FILTERS);
    setPage(0);
  }

  async function bulkDelete() {
    const ids = selectedProducts.map((p) => p.id);
    const { deleted, failed } = await deleteProducts(ids);
    if (deleted.length > 0) toast.success(`Successfully deleted ${deleted.length} product(s)`);
    if (failed.length > 0) {
      toast.error('Failed to delete products', {
        description: `${failed.length} product(s) could not be deleted and are still selected.`,
      });
    }
    setSelected(new Set(failed));
  }

  /** Applies `patchFor(product)` to every selected product (an empty patch skips it). */
  async function bulkUpdate(
    patchFor: (product: Product) => ProductPatch,
    done: (n: number) => string,
  ) {
    const jobs = selectedProducts.flatMap((product) => {
      const patch = patchFor(product);
      return Object.keys(patch).length > 0 ? [updateProduct(product, patch)] : [];
    });
    const results = await Promise.allSettled(jobs);
    const failed = results.filter((r) => r.status === 'rejected').length;
    const succeeded = jobs.length - failed;
    if (succeeded > 0) toast.success(done(succeeded));
    if (failed > 0) toast.error(`Failed to update ${failed} product(s)`);
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

  const rowDialog = dialog && 'product' in dialog ? dialog : null;
  const close = () => setDialog(null);
  const chips = panelChips(panel);

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <SearchInput
            label="Search products"
            className="min-w-64"
            placeholder="Search products..."
            value={search}
            onValueChange={resetPage(setSearch)}
          />
          <select
            aria-label="Borrow Status filter"
            className={toolbarSelect}
            value={borrowFilter}
            onChange={(e) => resetPage(setBorrowFilter)(e.target.value as BorrowStatus | 'all')}
          >
            <option value="all">All Borrow Statuses</option>
            {BORROW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <select
            aria-label="Access Level filter"
            className={toolbarSelect}
            value={accessFilter}
            onChange={(e) => resetPage(setAccessFilter)(e.target.value as AccessFilter | 'all')}
          >
            <option value="all">All Access Levels</option>
            {ACCESS_FILTERS.map((l) => (
              <option key={l} value={l}>
                {l === 'Any' ? 'Any (open to all)' : l}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((o) => !o)}
          >
            <Filter aria-hidden="true" className="size-4" />
            Filters
          </Button>
          <Button variant="ghost" size="sm" disabled={!filtersActive} onClick={clearFilters}>
            Clear Filters
          </Button>
          {selected.size > 0 && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button size="sm">
                  Bulk Actions ({selected.size})
                  <ChevronDown aria-hidden="true" className="size-4" />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  className="z-50 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
                >
                  <DropdownMenu.Item
                    className={menuItemClasses}
                    onSelect={() => setDialog({ kind: 'bulk-edit' })}
                  >
                    Edit Selected
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className={menuItemClasses}
                    onSelect={() =>
                      void bulkUpdate(
                        () => ({ status: 'Hidden' }),
                        (n) => `Archived ${n} product(s)`,
                      )
                    }
                  >
                    Archive Selected
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
                  <DropdownMenu.Item
                    className={`${menuItemClasses} text-red-700 dark:text-red-400`}
                    onSelect={() => setDialog({ kind: 'bulk-delete' })}
                  >
                    Delete Selected
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          )}
        </div>

        {panelOpen && (
          <FiltersPanel
            // Re-staged from the applied filters whenever they change (e.g. a chip removed).
            key={JSON.stringify(panel)}
            applied={panel}
            onApply={(next) => {
              setPanel(next);
              setPage(0);
            }}
          />
        )}
        {chips.length > 0 && (
          <ul aria-label="Applied filters" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li
                key={chip.key}
                className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-xs dark:bg-neutral-800"
              >
                {chip.label}
                <button
                  type="button"
                  aria-label={`Remove filter ${chip.label}`}
                  className="rounded-full p-0.5 hover:bg-neutral-200 dark:hover:bg-neutral-700"
                  onClick={() => setPanel(chip.remove)}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        )}

        {status === 'loading' && (
          <p role="status" className="py-12 text-center text-neutral-500">
            Loading products...
          </p>
        )}
        {status === 'error' && (
          <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
            Failed to load products
          </p>
        )}
        {status === 'success' && (
          <>
            <p className="text-sm text-neutral-500" aria-live="polite">
              Showing {filtered.length} of {products.length} loaded products
              {hasMore &&
                ' — search and filters apply to the loaded products; load more to include older ones'}
              .
            </p>
            {unreadable > 0 && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {unreadable} product document(s) could not be read and are not listed. Check them in
                the Firestore console.
              </p>
            )}
            <div className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
              <table className="w-full text-left text-sm">
                <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-500 uppercase dark:bg-neutral-900">
                  <tr>
                    <th className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label="Select all filtered products"
                        checked={allFilteredSelected}
                        ref={(el) => {
                          if (el) el.indeterminate = someFilteredSelected && !allFilteredSelected;
                        }}
                        disabled={filtered.length === 0}
                        onChange={() =>
                          setSelected((prev) => {
                            const next = new Set(prev);
                            for (const p of filtered) {
                              if (allFilteredSelected) next.delete(p.id);
                              else next.add(p.id);
                            }
                            return next;
                          })
                        }
                      />
                    </th>
                    <th className="px-3 py-2">Image</th>
                    <th className="px-3 py-2">Product</th>
                    <th className="px-3 py-2">Brand</th>
                    <th className="px-3 py-2">Borrow Status</th>
                    <th className="px-3 py-2">Access Levels</th>
                    <th className="px-3 py-2">Price</th>
                    <th className="px-3 py-2">Status</th>
                    <th className="px-3 py-2">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={9} className="py-12 text-center text-neutral-500">
                        No products found
                      </td>
                    </tr>
                  ) : (
                    rows.map((product) => (
                      <ProductRow
                        key={product.id}
                        product={product}
                        selected={selected.has(product.id)}
                        savingBorrow={saving.has(`${product.id}:borrow`)}
                        savingAccess={saving.has(`${product.id}:access`)}
                        handlers={handlers}
                      />
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              {pageCount > 1 ? (
                <nav aria-label="Table pages" className="flex items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={currentPage === 0}
                    onClick={() => setPage(currentPage - 1)}
                  >
                    Previous
                  </Button>
                  <span>
                    Page {currentPage + 1} of {pageCount}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={currentPage >= pageCount - 1}
                    onClick={() => setPage(currentPage + 1)}
                  >
                    Next
                  </Button>
                </nav>
              ) : (
                <span />
              )}
              {hasMore && (
                <Button variant="outline" size="sm" disabled={loadingMore} onClick={loadMore}>
                  {loadingMore ? 'Loading...' : 'Load more products'}
                </Button>
              )}
            </div>
          </>
        )}
      </div>

      <Dialog open={rowDialog?.kind === 'preview'} onOpenChange={(open) => !open && close()}>
        {rowDialog?.kind === 'preview' && (
          <DialogContent title="Product Preview" description="As customers see it">
            <div className="mt-4">
              <ProductPreview product={rowDialog.product} />
            </div>
          </DialogContent>
        )}
      </Dialog>
      <EditProductDialog
        product={rowDialog?.kind === 'edit' ? rowDialog.product : null}
        onClose={close}
      />
      <ChoiceDialog
        open={rowDialog?.kind === 'borrow'}
        title="Update Borrow Status"
        description={rowDialog?.product.title}
        label="Borrow Status"
        choices={ADMIN_BORROW_STATUSES.map((s) => ({ value: s, label: s }))}
        initial={rowDialog?.product.borrow_status ?? 'Available'}
        submitLabel="Save"
        onCancel={close}
        onSubmit={(value) => {
          if (rowDialog) void changeBorrowStatus(rowDialog.product, value as BorrowStatus);
          close();
        }}
      />
      <ChoiceDialog
        open={rowDialog?.kind === 'access'}
        title="Change Access Level"
        description={rowDialog?.product.title}
        label="Access Level"
        choices={ACCESS_LEVELS.map((l) => ({ value: l, label: ACCESS_LEVEL_LABELS[l] }))}
        initial={rowDialog?.product.access_levels ?? 'Any'}
        submitLabel="Save"
        onCancel={close}
        onSubmit={(value) => {
          if (rowDialog) void changeAccessLevel(rowDialog.product, value as AccessLevel);
          close();
        }}
      />
      <ConfirmDialog
        open={rowDialog?.kind === 'delete'}
        title="Delete product"
        message={`Are you sure you want to delete "${rowDialog?.product.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        onCancel={close}
        onConfirm={() => {
          if (rowDialog) void deleteOne(rowDialog.product);
          close();
        }}
      />
      <BulkEditDialog
        count={selectedProducts.length}
        open={dialog?.kind === 'bulk-edit'}
        onCancel={close}
        onSubmit={(edit: BulkEdit) => {
          close();
          void bulkEdit(edit);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        title="Delete selected products"
        message={`Are you sure you want to delete ${selectedProducts.length} selected product(s)? This cannot be undone.`}
        confirmLabel="Delete"
        onCancel={close}
        onConfirm={() => {
          close();
          void bulkDelete();
        }}
      />
    </Tooltip.Provider>
  );
}
