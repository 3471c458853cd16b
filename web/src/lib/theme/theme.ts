import { useSyncExternalStore } from 'react';

/*
 * Light, dark or system colour theme. The choice is stored under the localStorage key
 * `theme` (absent = system). index.html applies it with a tiny inline script before the
 * first paint (no flash); this module keeps it in step afterwards.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key of the visitor's choice (the inline script in index.html reads it too). */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored choice; `system` when nothing (or something unreadable) is stored. */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

/** What a choice looks like right now. */
export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

/** Puts the `dark` class and the matching color-scheme on <html>. */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

const listeners = new Set<() => void>();
let current: Theme | null = null;

function getTheme(): Theme {
  current ??= readStoredTheme();
  return current;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Stores and applies a choice (`system` removes the stored value). */
export function setTheme(theme: Theme): void {
  current = theme;
  try {
    if (theme === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  applyTheme(theme);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Follow the system while the choice is `system`; pick up changes from other tabs.
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (getTheme() === 'system') {
      applyTheme('system');
      notify();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    current = readStoredTheme();
    applyTheme(current);
    notify();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the cached choice (tests clear localStorage between cases). */
export function resetThemeForTests(): void {
  current = null;
}

/** The visitor's choice, what it resolves to now, and a setter. */
export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'system' as Theme);
  return { theme, resolvedTheme: resolveTheme(theme), setTheme };
}
