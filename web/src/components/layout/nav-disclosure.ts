import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/**
 * A link or button of the desktop bar. Below 1280 px the bar is tight (it must hold every
 * place at 1024 px without overflowing), so its items are narrower there; a label never
 * wraps inside its 40 px pill.
 */
const navLinkLooks =
  'inline-flex h-10 items-center gap-1 rounded-full font-medium whitespace-nowrap text-neutral-700 transition-colors hover:bg-neutral-200/60 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold aria-[current=page]:text-ink aria-[current=page]:underline aria-[current=page]:decoration-gold aria-[current=page]:underline-offset-8 data-current:text-ink data-current:underline data-current:decoration-gold data-current:underline-offset-8 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:aria-[current=page]:text-white dark:data-current:text-white';
/**
 * A link (or a menu's button) of the desktop bar. It is marked as the current page by
 * `aria-current="page"`, or, for a menu's button holding the current page, `data-current`.
 */
export const navLinkClasses = `${navLinkLooks} px-2 text-sm xl:px-3`;
/** A quieter link of the bar, in small type (Admin, beside Log In). */
export const navLinkSmallClasses = `${navLinkLooks} px-2 text-xs tracking-wide`;

/** A link inside one of the bar's dropdown panels (Brands, More). */
export const navMenuItemClasses =
  'block rounded-lg px-3 py-2 text-sm text-neutral-800 hover:bg-cream focus-visible:bg-cream focus-visible:outline-2 focus-visible:outline-gold aria-[current=page]:font-semibold aria-[current=page]:text-ink dark:text-neutral-200 dark:hover:bg-neutral-800 dark:focus-visible:bg-neutral-800 dark:aria-[current=page]:text-white';

/**
 * The behaviour of a dropdown of the desktop bar (Brands, More): a disclosure, a button
 * that shows and hides a panel of links (the pattern WAI-ARIA's practices give for site
 * navigation), not an ARIA menu: its links are links, reached with Tab. Escape closes it
 * and gives focus back to the button; a click elsewhere, focus leaving it or following a
 * link closes it. Spread `item` on the `<li>`, `button` on its button (with `toggle` on
 * click) and `panel` on the panel that follows the button.
 */
export function useNavDisclosure() {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = useCallback(() => setOpen((was) => !was), []);

  return {
    open,
    toggle,
    item: {
      ref: item,
      onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      },
      onBlur: (event: FocusEvent<HTMLLIElement>) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    button: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'data-state': open ? 'open' : 'closed',
    },
    panel: {
      id: panelId,
      hidden: !open,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      },
    },
  };
}
