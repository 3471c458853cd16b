/**
 * The app's toasts: sonner's `toast`, without sonner in any page's initial JS.
 *
 * Sonner (≈ 9 KB gzip) loads right after the first paint: this module imports it at once
 * (the toast region, `components/ui/toast-region.tsx`, mounts once the page is idle). A
 * toast comes from something a person did or from data that arrived later, by which time
 * sonner is there and the call goes straight through; one asked for earlier is shown as
 * soon as it has loaded. Sonner keeps toasts in its own store and hands the active ones to
 * its toast region when that mounts.
 */
import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

let loaded: SonnerToast | null = null;
const loading: Promise<SonnerToast> = import('sonner').then((module) => {
  loaded = module.toast;
  return module.toast;
});

function withToast(show: (toast: SonnerToast) => void): void {
  if (loaded) show(loaded);
  else void loading.then(show);
}

type Show = (...args: Parameters<SonnerToast>) => void;

/** `toast(message, options)`, `toast.success(…)`, `toast.error(…)`, … as in sonner. */
export const toast = Object.assign(
  ((...args) => withToast((t) => t(...args))) as Show,
  {
    success: ((...args) => withToast((t) => t.success(...args))) as Show,
    error: ((...args) => withToast((t) => t.error(...args))) as Show,
    info: ((...args) => withToast((t) => t.info(...args))) as Show,
    warning: ((...args) => withToast((t) => t.warning(...args))) as Show,
    /** Dismisses one toast by id, or all of them. */
    dismiss: (id?: string | number) => withToast((t) => t.dismiss(id)),
  },
);
