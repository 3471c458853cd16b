import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { expect, it, vi } from 'vitest';
import { WaitlistPage } from '@/features/waitlist/components/waitlist-page';
import { callFunction } from '@/lib/callable';
import { findToast } from '@/testing/toasts';

/*
 * The form's validation loads on first use. When that load fails (offline, or a release
 * replaced the file), the visitor is told, nothing is sent, and the next try loads again.
 */
const validationLoad = vi.hoisted(() => ({ fails: true }));
vi.mock('@/features/waitlist/api/waitlist-validation', async (importOriginal) => {
  if (validationLoad.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('@/lib/callable', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  callFunction: vi.fn(() => Promise.resolve({ id: 'signup-1' })),
}));

it('says something went wrong when the form cannot be checked, and works on the next try', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <WaitlistPage />
          <Toaster />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('radio', { name: /^Crown/ }));

  await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
  expect(await findToast('Something went wrong. Please try again.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Join Waitlist' })).toHaveAccessibleDescription(
    'Something went wrong. Please try again.',
  );
  expect(callFunction).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');

  validationLoad.fails = false;
  await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
  expect(await findToast('Successfully joined the waitlist!')).toBeVisible();
  expect(callFunction).toHaveBeenCalledTimes(1);
});
