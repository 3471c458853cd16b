import { useState } from 'react';
import { CATEGORIES, PRICE_RANGES, PRODUCT_STATUSES } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EMPTY_PANEL_FILTERS, type PanelFilters } from '../filter-products';

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((i) => i !== item) : [...list, item];
}

function ChipGroup<T extends string>({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = selected.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(o.value)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium',
                on
                  ? 'border-ink bg-ink text-white dark:border-white dark:bg-white dark:text-ink'
                  : 'border-neutral-300 hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800',
              )}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The Filters panel: choices are staged here and reach the list on Apply Filters. */
export function FiltersPanel({
  applied,
  onApply,
}: {
  applied: PanelFilters;
  onApply: (filters: PanelFilters) => void;
}) {
  const [draft, setDraft] = useState<PanelFilters>(applied);
  return (
    <section
      aria-label="Filters"
      className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <ChipGroup
        legend="Status"
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: s }))}
        selected={draft.statuses}
        onToggle={(s) => setDraft((d) => ({ ...d, statuses: toggle(d.statuses, s) }))}
      />
      <ChipGroup
        legend="Category"
        options={CATEGORIES.map((c) => ({ value: c, label: c }))}
        selected={draft.categories}
        onToggle={(c) => setDraft((d) => ({ ...d, categories: toggle(d.categories, c) }))}
      />
      <ChipGroup
        legend="Price Range"
        options={PRICE_RANGES.map((r) => ({ value: r.id, label: r.label }))}
        selected={draft.priceRanges}
        onToggle={(r) => setDraft((d) => ({ ...d, priceRanges: toggle(d.priceRanges, r) }))}
      />
      <div className="flex justify-end gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setDraft(EMPTY_PANEL_FILTERS);
            onApply(EMPTY_PANEL_FILTERS);
          }}
        >
          Clear Filters
        </Button>
        <Button size="sm" onClick={() => onApply(draft)}>
          Apply Filters
        </Button>
      </div>
    </section>
  );
}
