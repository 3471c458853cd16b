import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

let mounted: { root?: Root; container: HTMLElement } | undefined;

/**
 * Puts a page's prerendered `html` in a `#root` in the document, as the browser shows it
 * before the app has loaded. {@link hydrateShown} then hydrates it; {@link unmountHydrated}
 * takes it away again.
 */
export function showPrerendered(html: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  mounted = { container };
  return container;
}

/**
 * Hydrates `page` over what {@link showPrerendered} put up (as it is by now), as the
 * page's own entry does in the browser; returns React's recoverable errors (a mismatch
 * is one).
 */
export async function hydrateShown(page: ReactNode): Promise<unknown[]> {
  const shown = mounted;
  if (!shown) throw new Error('hydrateShown: showPrerendered first');
  const errors: unknown[] = [];
  await act(async () => {
    shown.root = hydrateRoot(shown.container, page, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

/** {@link showPrerendered} then {@link hydrateShown}. */
export async function hydratePrerendered(html: string, page: ReactNode): Promise<unknown[]> {
  showPrerendered(html);
  return hydrateShown(page);
}

/** Unmounts and removes the page {@link showPrerendered} put up, if any. */
export function unmountHydrated(): void {
  const page = mounted;
  mounted = undefined;
  if (!page) return;
  if (page.root) act(() => page.root!.unmount());
  page.container.remove();
}

/** The calls of a `console.error` spy that are React's hydration warnings. */
export function hydrationWarnings(calls: readonly unknown[][]): unknown[][] {
  return calls.filter((call) => /hydrat|did not match/i.test(call.map(String).join(' ')));
}
