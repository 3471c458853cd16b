import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTheme, type Theme } from '@/lib/theme/theme';

const NEXT: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const ICON = { system: Monitor, light: Sun, dark: Moon } as const;

/** One button cycling the colour theme: system → light → dark → system. */
export function ThemeToggle({
  className,
  tap = false,
}: {
  className?: string;
  /** A 44 px tap target (the phone menu), not the bar's 40 px. */
  tap?: boolean;
}) {
  const { theme, setTheme } = useTheme();
  const Icon = ICON[theme];
  const label = `Theme: ${LABEL[theme]}. Switch to ${LABEL[NEXT[theme]]}`;
  return (
    <button
      type="button"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex items-center justify-center rounded-full text-ink transition-colors hover:bg-neutral-200/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:text-neutral-100 dark:hover:bg-neutral-800',
        tap ? 'size-11' : 'size-10',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
