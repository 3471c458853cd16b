import { Tooltip } from 'radix-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatCount, type BorrowStatus } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { useDebounced } from '@/lib/use-debounced';
import { useAdminProducts } from '../api/get-admin-products';
import { useProductLoans, withLoans, type AdminProduct } from '../api/get-product-loans';
import {
  EMPTY_PANEL_FILTERS,
  emptyProductsText,
  type AccessFilter,
  type PanelFilters,
  type ProductFilters,
} from '../filter-products';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { useLinkedProduct } from '../hooks/use-linked-product';
import { useReturnFocus } from '../hooks/use-return-focus';
import { useRowActions, type RowDialog } from '../hooks/use-row-actions';
import { BulkJobsPanel } from './bulk-jobs-panel';
import { FiltersPanel } from './filters-panel';
import { ProductsDialogs } from './products-dialogs';
import { ProductsTable } from './products-table';
import { FilterChips, panelChips, ProductsToolbar } from './products-toolbar';

/** Milliseconds the search box waits after the last keystroke before it queries. */
const SEARCH_DELAY_MS = 250;

/**
 * The Products tab: every product, searched and products on the server (see
 * `get-admin-products.ts`), newest first, in a virtualised table that scrolls with the page
 * and reads the next page on "Load more", with the exact number of matching products.
 */
export function ProductsTab() {
  const [search, setSearch] = useState('');
  const [borrowFilter, setBorrowFilter] = useState<BorrowStatus | 'all'>('all');
  const [accessFilter, setAccessFilter] = useState<AccessFilter | 'all'>('all');
  const [panel, setPanel] = useState<PanelFilters>(EMPTY_PANEL_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<RowDialog>(null);
  const { saving, handlers, changeBorrowStatus, changeAccessLevel, deleteOne } = useRowActions({
    setSelected,
    setDialog,
  });

  useReturnFocus(dialog);

  const typed = useDebounced(search, SEARCH_DELAY_MS);
  const filters: ProductFilters = useMemo(
    () => ({ search: typed, borrowStatus: borrowFilter, accessLevel: accessFilter, ...panel }),
    [typed, borrowFilter, accessFilter, panel],
  );
  const {
    status: listStatus,
    products: filtered,
    total,
    hasMore,
    loadingMore,
    moreFailed,
    loadMore,
    unreadable,
    filterProblem,
    refreshing,
  } = useAdminProducts(filters);
  // Each product with who holds it (product_loans): until the loans are read, the table
  // waits, so no held bag is ever offered an action its loan forbids.
  const loans = useProductLoans();
  const status = loans.status === 'success' ? listStatus : loans.status;
  const products = useMemo(() => withLoans(filtered, loans.loans), [filtered, loans.loans]);

  // ?edit=<id> (a link from the Activity page) opens that product's edit dialog.
  const openLinked = useCallback(
    (product: AdminProduct) => setDialog({ kind: 'edit', product }),
    [],
  );
  useLinkedProduct({
    loaded: products,
    loans: loans.loans,
    ready: status === 'success',
    open: openLinked,
  });

  useEffect(() => {
    if (status === 'error') toast.error('Failed to load products');
  }, [status]);
  // The search box runs ahead of the list until the pause that queries it, and the
  // previous rows stay (dimmed) until the new query's first page is in.
  const stale = typed !== search || refreshing === true;

  // Selection only ever holds loaded products (deleted ones drop out).
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const selectedProducts = useMemo(
    () => [...selected].flatMap((id) => byId.get(id) ?? []),
    [selected, byId],
  );
  const { bulkDelete, bulkEdit, bulkArchive } = useBulkActions(setSelected);
  const selectedIds = () => selectedProducts.map((p) => p.id);
  const filtersActive =
    search !== '' ||
    borrowFilter !== 'all' ||
    accessFilter !== 'all' ||
    panelChips(panel).length > 0;
  // The list and its count are those of the text searched once the typing paused
  // (`typed`), not of what is in the box yet.
  const listFiltered =
    typed !== '' ||
    borrowFilter !== 'all' ||
    accessFilter !== 'all' ||
    panelChips(panel).length > 0;

  const toggleAll = useCallback(
    () =>
      setSelected((prev) => {
        const all = products.length > 0 && products.every((p) => prev.has(p.id));
        const next = new Set(prev);
        for (const p of products) {
          if (all) next.delete(p.id);
          else next.add(p.id);
        }
        return next;
      }),
    [products],
  );

  function clearFilters() {
    setSearch('');
    setBorrowFilter('all');
    setAccessFilter('all');
    setPanel(EMPTY_PANEL_FILTERS);
  }

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="flex flex-col gap-4">
        <ProductsToolbar
          search={search}
          onSearch={setSearch}
          borrowFilter={borrowFilter}
          onBorrowFilter={setBorrowFilter}
          accessFilter={accessFilter}
          onAccessFilter={setAccessFilter}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((o) => !o)}
          filtersActive={filtersActive}
          onClear={clearFilters}
          selectedCount={selected.size}
          onBulkEdit={() => setDialog({ kind: 'bulk-edit', ids: selectedIds() })}
          onBulkArchive={() => void bulkArchive(selectedIds())}
          onBulkDelete={() => setDialog({ kind: 'bulk-delete', ids: selectedIds() })}
        />
        {panelOpen && (
          <FiltersPanel
            // Re-staged from the applied filters whenever they change (e.g. a chip removed).
            key={JSON.stringify(panel)}
            applied={panel}
            onApply={setPanel}
          />
        )}
        <FilterChips panel={panel} onChange={setPanel} />
        <BulkJobsPanel />

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
        {filterProblem !== null && (
          <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
            {filterProblem}
          </p>
        )}
        {status === 'success' && filterProblem === null && (
          <>
            <p className="text-sm text-neutral-500" aria-live="polite">
              {total === null
                ? `Showing ${plural(products.length, 'product', 'products')}`
                : `Showing ${formatCount(products.length)} of ${formatCount(total)} ${
                    listFiltered ? 'matching products' : 'products'
                  }`}
              .
            </p>
            {unreadable > 0 && (
              <FormAlert>
                {unreadable} product document(s) could not be read and are not listed. Check them in
                the Firestore console.
              </FormAlert>
            )}
            <div
              aria-busy={stale}
              className={cn('transition-opacity', stale && 'opacity-70 delay-200')}
            >
              <ProductsTable
                products={products}
                selected={selected}
                saving={saving}
                handlers={handlers}
                onToggleAll={toggleAll}
                emptyText={emptyProductsText(filters)}
              />
            </div>
            {moreFailed && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                The next products could not be loaded. Try again.
              </p>
            )}
            {hasMore && (
              <div className="flex justify-end">
                <Button variant="outline" size="sm" disabled={loadingMore} onClick={loadMore}>
                  {loadingMore ? 'Loading...' : 'Load more products'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>

      <ProductsDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onBorrowStatus={(product, value) => void changeBorrowStatus(product, value)}
        onAccessLevel={(product, value) => void changeAccessLevel(product, value)}
        onDelete={deleteOne}
        onBulkEdit={(ids, edit) => void bulkEdit(ids, edit)}
        onBulkDelete={bulkDelete}
      />
    </Tooltip.Provider>
  );
}
