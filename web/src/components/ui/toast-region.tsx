import { Suspense, lazy, useEffect, useState } from 'react';
import { useTheme } from '@/lib/theme/theme';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Calls back once the browser is idle (or after two seconds at the latest). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * The site's toast region, themed like the site (its own setting, not only the system's).
 * Toasts come from what the visitor does or from data that arrives later, never with the
 * first paint, so sonner loads once the page has started and the browser is idle, out of
 * the way of the page's own scripts. A toast raised before then shows when it mounts
 * (sonner keeps them until a region is there).
 */
export function ToastRegion() {
  const { resolvedTheme } = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolvedTheme}
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
      />
    </Suspense>
  );
}
