import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from 'radix-ui';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogLauncher, type LaunchedDialogProps } from '@/components/ui/dialog-launcher';

function Confirm({ onClose, onClosed }: LaunchedDialogProps) {
  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <AlertDialog.Title>Remove it?</AlertDialog.Title>
          <AlertDialog.Description>This cannot be undone.</AlertDialog.Description>
          <AlertDialog.Cancel>Keep It</AlertDialog.Cancel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

const load = vi.fn(() => Promise.resolve({ default: Confirm }));
const LazyConfirm = lazy(load);

function renderLauncher() {
  render(
    <DialogLauncher load={load} dialog={(props) => <LazyConfirm {...props} />}>
      Remove
    </DialogLauncher>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Remove' }) };
}

describe('DialogLauncher', () => {
  it('renders only its button until pressed, then the dialog', async () => {
    const { user, button } = renderLauncher();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Remove it?' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(load).toHaveBeenCalled();
  });

  it('closes with Escape or Cancel and puts focus back on the button', async () => {
    const { user, button } = renderLauncher();
    await user.click(button);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Keep It' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('starts loading the dialog when the button is reached for', async () => {
    load.mockClear();
    const { user, button } = renderLauncher();
    await user.hover(button);
    expect(load).toHaveBeenCalled();
  });
});
