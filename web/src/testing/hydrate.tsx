import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

let mounted: { root: Root; container: HTMLElement } | undefined;

/**
 * Puts a page's prerendered `html` in `#root` and hydrates `page` over it, as the page's
 * own entry does in the browser; returns React's recoverable errors (a mismatch is one).
 * {@link unmountHydrated} takes it away again.
 */
export async function hydratePrerendered(html: string, page: ReactNode): Promise<unknown[]> {
  const errors: unknown[] = [];
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    mounted = {
      container,
      root: hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }),
    };
  });
  return errors;
}

/** Unmounts and removes the page {@link hydratePrerendered} hydrated, if any. */
export function unmountHydrated(): void {
  const page = mounted;
  mounted = undefined;
  if (!page) return;
  act(() => page.root.unmount());
  page.container.remove();
}

/** The calls of a `console.error` spy that are React's hydration warnings. */
export function hydrationWarnings(calls: readonly unknown[][]): unknown[][] {
  return calls.filter((call) => /hydrat|did not match/i.test(call.map(String).join(' ')));
}
