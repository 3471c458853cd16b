import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  /** Accessible name of the field (visually hidden; the placeholder shows the hint). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A search box with a magnifier icon and a screen-reader label, for list toolbars. */
export function SearchInput({
  label,
  value,
  onValueChange,
  className,
  ...props
}: SearchInputProps) {
  return (
    <label className={cn('relative flex-1', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="w-full rounded-lg border border-neutral-300 bg-white py-2.5 pr-3 pl-9 text-sm text-ink placeholder:text-neutral-500 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-gold dark:border-neutral-700 dark:bg-neutral-950 dark:text-white"
        {...props}
      />
    </label>
  );
}
