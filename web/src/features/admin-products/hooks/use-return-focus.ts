/**
 * Gives the keyboard focus back when a products dialog closes. The dialogs open without
 * a Radix trigger (from a row's buttons or menus), and Radix returns focus only to a
 * trigger, so it would otherwise land on the page itself and a keyboard user would start
 * again from the top. It goes back to what had the focus when the dialog opened (a row's
 * Preview or Edit button), or, when that is gone (a menu item), to the row's menu button.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RowDialog } from './use-row-actions';

export function useReturnFocus(dialog: RowDialog): void {
  const opener = useRef<{ element: HTMLElement | null; productId: string | null } | null>(null);
  const open = dialog !== null;

  // A layout effect: it runs before the dialog moves the focus into itself.
  useLayoutEffect(() => {
    if (!open || opener.current) return;
    const active = document.activeElement;
    opener.current = {
      element: active instanceof HTMLElement && active !== document.body ? active : null,
      productId: dialog && 'product' in dialog ? dialog.product.id : null,
    };
  }, [open, dialog]);

  useEffect(() => {
    if (open || !opener.current) return;
    const { element, productId } = opener.current;
    opener.current = null;
    // After Radix's own attempt (scheduled when the dialog unmounted), and only if the
    // focus has nowhere better to be.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (element?.isConnected) {
        element.focus();
        return;
      }
      if (productId === null) return;
      document
        .querySelector<HTMLElement>(
          `tr[data-product-id="${CSS.escape(productId)}"] [aria-haspopup="menu"]`,
        )
        ?.focus();
    });
    return () => clearTimeout(timer);
  }, [open]);
}
