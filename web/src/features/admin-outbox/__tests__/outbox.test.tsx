import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import type { PagedState } from '@/lib/firestore/paged';
import { pagedState } from '@/testing/paged';
import { OutboxList } from '../components/outbox-list';
import { OutboxMessage } from '../components/outbox-message';

let outbox: PagedState<Mail>;
let message: LiveResult<Mail | undefined>;
vi.mock('../api/get-outbox', () => ({
  useOutbox: () => outbox,
  useOutboxMessage: () => message,
}));

function mail(id: string, overrides: Partial<Mail> = {}): Mail {
  return {
    id,
    to: 'crown@unlimited.test',
    message: {
      subject: `Your return label for the Chanel Classic Flap (${id})`,
      text: 'Your return has started.\nReturn code: RT-1',
      html: '<p>Your return has started.</p><script>window.parent.hacked = true</script>',
    },
    meta: { kind: 'return_label', order_id: 'o1' },
    created_at: new Date(2026, 10, 20, 9, 30),
    delivery: null,
    ...overrides,
  };
}

beforeEach(() => {
  outbox = pagedState({ status: 'loading' });
  message = { status: 'loading', data: undefined, error: undefined };
});

describe('Outbox', () => {
  it('shows loading, empty and error states', () => {
    const { unmount } = render(<OutboxList />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    outbox = pagedState();
    const second = render(<OutboxList />, { wrapper: MemoryRouter });
    expect(screen.getByText('No emails queued yet.')).toBeVisible();
    second.unmount();
    outbox = pagedState({ status: 'error' });
    render(<OutboxList />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the outbox');
  });

  it('lists each email with recipient, subject and status (Queued before the extension picks it up), and pages on', async () => {
    const loadMore = vi.fn();
    outbox = pagedState({
      items: [
        mail('m2'),
        mail('m1', { delivery: { state: 'SUCCESS', error: null, endTime: null } }),
        mail('m0', { delivery: { state: 'ERROR', error: 'Bad address', endTime: null } }),
      ],
      hasMore: true,
      loadMore,
    });
    render(<OutboxList />, { wrapper: MemoryRouter });
    const links = within(screen.getByRole('list', { name: 'Emails' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Your return label for the Chanel Classic Flap (m2)');
    expect(links[0]).toHaveTextContent('To crown@unlimited.test');
    expect(links[0]).toHaveTextContent('Queued');
    expect(links[0]).toHaveAttribute('href', '/admin/outbox/m2');
    expect(links[1]).toHaveTextContent('Sent');
    expect(links[2]).toHaveTextContent('Failed');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('shows a message with its HTML in a sandbox that runs no scripts, its links opening in a new tab, and its text', () => {
    message = { status: 'success', data: mail('m2'), error: undefined };
    render(<OutboxMessage id="m2" />, { wrapper: MemoryRouter });
    expect(
      screen.getByRole('heading', { name: 'Your return label for the Chanel Classic Flap (m2)' }),
    ).toBeVisible();
    const frame = screen.getByTitle('Email as sent (HTML)');
    // No allow-scripts, allow-same-origin, allow-forms or allow-top-navigation.
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(frame.getAttribute('srcdoc')).toMatch(/^<base target="_blank">/);
    expect(frame.getAttribute('srcdoc')).toContain('Your return has started.');
    expect(screen.getByText(/Return code: RT-1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
  });

  it('says when a message does not exist or cannot be read', () => {
    message = { status: 'success', data: undefined, error: undefined };
    const { unmount } = render(<OutboxMessage id="nope" />, { wrapper: MemoryRouter });
    expect(screen.getByText('This email does not exist.')).toBeVisible();
    unmount();
    message = { status: 'error', data: undefined, error: new Error('denied') as never };
    render(<OutboxMessage id="nope" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load this email');
  });
});
