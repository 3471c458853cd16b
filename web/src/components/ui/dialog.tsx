import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { cn } from '@/lib/cn';

/*
 * Accessible dialog (Radix: focus trap, Esc to close, focus returned, aria wiring).
 * Radix returns focus to a `DialogTrigger`; a dialog opened from state has none, so
 * `DialogContent` returns it to the element that had focus when it opened (the button
 * that opened it), unless `onCloseAutoFocus` prevents that.
 * `variant="sheet"` slides up from the bottom, for phones; `variant="drawer"` is a panel
 * on the left edge (a navigation drawer).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'centered' | 'sheet' | 'drawer';
  /** The centred dialog's largest width (`lg`, 32 rem, by default). */
  width?: keyof typeof WIDTHS;
  /** Label of the close button (an icon button). */
  closeLabel?: string;
  hideTitle?: boolean;
};

const WIDTHS = {
  md: 'max-w-md',
  lg: 'max-w-lg',
  '2xl': 'max-w-2xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
} as const;

export function DialogContent({
  title,
  description,
  variant = 'centered',
  width = 'lg',
  closeLabel = 'Close',
  hideTitle = false,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // The content mounts as the dialog opens: what has focus then is what opened it.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  return (
    <DialogPrimitive.Portal>
      {/* In dark mode a darker scrim and a light edge keep the dialog apart from the page. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-in dark:bg-black/75 dark:backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto bg-white p-6 shadow-2xl focus:outline-none dark:bg-neutral-900 dark:shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] dark:ring-1 dark:ring-white/15',
          variant === 'centered' && [
            'top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
            WIDTHS[width],
          ],
          variant === 'sheet' &&
            'inset-x-0 bottom-0 max-h-[90vh] w-full rounded-t-3xl pb-[max(1.5rem,env(safe-area-inset-bottom))]',
          variant === 'drawer' &&
            'inset-y-0 left-0 w-72 max-w-[85vw] rounded-r-2xl pb-[max(1.5rem,env(safe-area-inset-bottom))]',
          className,
        )}
        data-variant={variant}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
        {...props}
      >
        <DialogPrimitive.Title
          className={cn('pr-10 font-display text-2xl', hideTitle && 'sr-only')}
        >
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-800"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog opened by a `DialogLauncher` (or `useDialogLauncher`): open while it is shown,
 * closed through `onClose`, handing focus back to the launching button once it is gone.
 */
export function LaunchedDialog({
  onClose,
  onClosed,
  ...content
}: LaunchedDialogProps & Omit<DialogContentProps, 'onCloseAutoFocus'>) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        {...content}
      />
    </Dialog>
  );
}
