import { screen, waitFor, type Matcher } from '@testing-library/react';
import { expect } from 'vitest';

const TOAST = '[data-sonner-toast]';

/**
 * Waits until a toast reading `text` is on screen and returns the element holding the text.
 *
 * Sonner inserts a toast transparent (`data-mounted="false"`) and fades it in on a later
 * render, so the element a plain `findByText` returns the moment it appears can still be
 * invisible; on a busy machine that gap is long enough for an assertion to land in it.
 */
export function findToast(text: Matcher): Promise<HTMLElement> {
  return waitFor(() => {
    // Newest first, as sonner lists them.
    const found = screen.queryAllByText(text).find((element) => element.closest(TOAST));
    expect(found, `a toast reading ${String(text)}`).toBeDefined();
    expect(found).toBeVisible();
    return found!;
  });
}
