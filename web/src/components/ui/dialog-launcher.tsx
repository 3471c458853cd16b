import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** What a dialog opened by {@link DialogLauncher} is given. */
export interface LaunchedDialogProps {
  /** Closes the dialog (it unmounts). */
  onClose: () => void;
  /**
   * For the dialog's `onCloseAutoFocus` (after `event.preventDefault()`): puts focus back
   * on the button, as a Radix trigger would; the dialog has no trigger of its own.
   */
  onClosed: () => void;
}

/**
 * What {@link DialogLauncher} does, for a button of another look: spread `trigger` on the
 * `<button>` and place `render(...)` beside it. `load` fetches the dialog's code when the
 * button is reached for (pointer, touch or focus); `render` shows the dialog, open, once
 * the button is pressed, and nothing before.
 */
export function useDialogLauncher(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const prefetch = () => void load();
  const onClose = useCallback(() => setOpen(false), []);
  const onClosed = useCallback(() => button?.focus(), [button]);
  return {
    open,
    trigger: {
      ref: setButton,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: prefetch,
      onTouchStart: prefetch,
      onFocus: prefetch,
      onClick: () => setOpen(true),
    },
    render: (dialog: (props: LaunchedDialogProps) => ReactNode) =>
      open && <Suspense fallback={null}>{dialog({ onClose, onClosed })}</Suspense>,
  };
}

/**
 * A button that opens a dialog whose code (Radix Dialog with its focus trap and scroll
 * lock, and the dialog's own content) is not in the page's initial JS: `load` fetches it
 * when the button is reached for (pointer, touch or focus) and `dialog` renders it, open,
 * once pressed. The page shows and works without it; a dialog that is not open costs
 * nothing. Give `load` the same import the `React.lazy` component in `dialog` uses.
 */
export function DialogLauncher({
  load,
  dialog,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'asChild'> & {
  load: () => Promise<unknown>;
  dialog: (props: LaunchedDialogProps) => ReactNode;
}) {
  const launcher = useDialogLauncher(load);
  return (
    <>
      <Button {...launcher.trigger} {...buttonProps} />
      {launcher.render(dialog)}
    </>
  );
}
