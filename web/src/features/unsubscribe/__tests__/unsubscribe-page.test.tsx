import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_LINK_EXPIRED, UNSUBSCRIBE_LINK_INVALID } from '@unlimited/domain';
import type * as Callable from '@/lib/callable';
import { CallableError } from '@/lib/callable';
import { UnsubscribePage } from '../components/unsubscribe-page';

const callFunction = vi.fn();
vi.mock('@/lib/callable', async (importOriginal) => ({
  ...(await importOriginal<typeof Callable>()),
  callFunction: (...args: unknown[]) => callFunction(...args) as unknown,
}));

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );
}

const TOKEN = 'payload-part-long-enough.signature-part';

beforeEach(() => {
  callFunction.mockReset();
});

// The function is open to the link's holder: no App Check (no reCAPTCHA on this page).
const NO_APP_CHECK = { appCheck: false };

describe('Unsubscribe page', () => {
  it('says which emails the link stops and asks before turning them off', async () => {
    callFunction.mockResolvedValueOnce({ kind: 'shipping', kindEmailOn: true, allOff: false });
    renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(await screen.findByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
    expect(screen.getByText(/We email you when your bag ships/)).toBeVisible();
    expect(callFunction).toHaveBeenCalledWith(
      'unsubscribeEmails',
      {
        token: TOKEN,
        action: 'check',
      },
      NO_APP_CHECK,
    );
    callFunction.mockResolvedValueOnce({ kind: 'shipping', kindEmailOn: false, allOff: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn off these emails' }));
    expect(callFunction).toHaveBeenLastCalledWith(
      'unsubscribeEmails',
      {
        token: TOKEN,
        action: 'unsubscribe',
      },
      NO_APP_CHECK,
    );
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(
      screen.getByText(
        'We will no longer email you when your bag ships or its tracking number changes.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('can turn every notice email off', async () => {
    callFunction.mockResolvedValueOnce({ kind: 'queue_offer', kindEmailOn: true, allOff: false });
    renderAt(`/unsubscribe?token=${TOKEN}`);
    const all = await screen.findByRole('button', { name: 'Turn off all notice emails' });
    callFunction.mockResolvedValueOnce({ kind: 'queue_offer', kindEmailOn: false, allOff: true });
    await userEvent.setup().click(all);
    expect(callFunction).toHaveBeenLastCalledWith(
      'unsubscribeEmails',
      {
        token: TOKEN,
        action: 'unsubscribe_all',
      },
      NO_APP_CHECK,
    );
    expect(await screen.findByText('We will no longer send you notice emails.')).toBeVisible();
  });

  it('says plainly when the link is expired, altered or missing', async () => {
    callFunction.mockRejectedValueOnce(
      new CallableError('failed-precondition', UNSUBSCRIBE_LINK_EXPIRED),
    );
    const { unmount } = renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_EXPIRED);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    unmount();
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(callFunction).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the service cannot be reached', async () => {
    callFunction.mockRejectedValueOnce(new CallableError('unavailable', 'down'));
    renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Unlimited/);
    callFunction.mockResolvedValueOnce({ kind: 'returns', kindEmailOn: false, allOff: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'These emails are already off' }),
    ).toBeVisible();
  });
});
