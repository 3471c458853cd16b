import { ChevronDown, Filter, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { BORROW_STATUSES, PRICE_RANGES, type BorrowStatus } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { ACCESS_FILTERS, type AccessFilter, type PanelFilters } from '../filter-products';

const toolbarSelect =
  'rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm dark:border-neutral-700 dark:bg-neutral-950';
const menuItemClasses =
  'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100 data-[disabled]:opacity-50 dark:data-[highlighted]:bg-neutral-800';

/** The Filters panel's choices as removable chips. */
export function panelChips(filters: PanelFilters) {
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

/** Search, the two quick filters, the Filters toggle, Clear Filters and Bulk Actions. */
export function ProductsToolbar({
  search,
  onSearch,
  borrowFilter,
  onBorrowFilter,
  accessFilter,
  onAccessFilter,
  panelOpen,
  onTogglePanel,
  filtersActive,
  onClear,
  selectedCount,
  onBulkEdit,
  onBulkArchive,
  onBulkDelete,
}: {
  search: string;
  onSearch: (value: string) => void;
  borrowFilter: BorrowStatus | 'all';
  onBorrowFilter: (value: BorrowStatus | 'all') => void;
  accessFilter: AccessFilter | 'all';
  onAccessFilter: (value: AccessFilter | 'all') => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  filtersActive: boolean;
  onClear: () => void;
  selectedCount: number;
  onBulkEdit: () => void;
  onBulkArchive: () => void;
  onBulkDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchInput
        label="Search products"
        className="min-w-64"
        placeholder="Search products..."
        value={search}
        onValueChange={onSearch}
      />
      <select
        aria-label="Borrow Status filter"
        className={toolbarSelect}
        value={borrowFilter}
        onChange={(e) => onBorrowFilter(e.target.value as BorrowStatus | 'all')}
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
        onChange={(e) => onAccessFilter(e.target.value as AccessFilter | 'all')}
      >
        <option value="all">All Access Levels</option>
        {ACCESS_FILTERS.map((l) => (
          <option key={l} value={l}>
            {l === 'Any' ? 'Any (open to all)' : l}
          </option>
        ))}
      </select>
      <Button variant="outline" size="sm" aria-expanded={panelOpen} onClick={onTogglePanel}>
        <Filter aria-hidden="true" className="size-4" />
        Filters
      </Button>
      <Button variant="ghost" size="sm" disabled={!filtersActive} onClick={onClear}>
        Clear Filters
      </Button>
      {selectedCount > 0 && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button size="sm">
              Bulk Actions ({selectedCount})
              <ChevronDown aria-hidden="true" className="size-4" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-50 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
            >
              <DropdownMenu.Item className={menuItemClasses} onSelect={onBulkEdit}>
                Edit Selected
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItemClasses} onSelect={onBulkArchive}>
                Archive Selected
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
              <DropdownMenu.Item
                className={`${menuItemClasses} text-red-700 dark:text-red-400`}
                onSelect={onBulkDelete}
              >
                Delete Selected
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </div>
  );
}

/** The applied Filters-panel choices, each with a button that removes it. */
export function FilterChips({
  panel,
  onChange,
}: {
  panel: PanelFilters;
  onChange: (next: PanelFilters) => void;
}) {
  const chips = panelChips(panel);
  if (chips.length === 0) return null;
  return (
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
            onClick={() => onChange(chip.remove)}
          >
            <X aria-hidden="true" className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
