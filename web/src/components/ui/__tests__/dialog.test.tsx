import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

/** A dialog opened from state (a row's View, New Coupon): it has no DialogTrigger. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View order</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title="Order Details">
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('returns focus to the button that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    await user.click(screen.getByRole('button', { name: 'View order' }));
    expect(await screen.findByRole('dialog', { name: 'Order Details' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View order' }));
  });

  it('returns focus to the opener when closed from inside, as after an update', async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    await user.click(screen.getByRole('button', { name: 'View order' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View order' }));
  });
});
