import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
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
const resendMail = vi.fn();
vi.mock('../api/resend-mail', () => ({
  RESEND_FAILED: 'The email could not be queued again. Please try again.',
  useResendMail: () => resendMail,
}));

type Delivery = NonNullable<Mail['delivery']>;
function delivery(overrides: Partial<Delivery> & Pick<Delivery, 'state'>): Delivery {
  return {
    error: null,
    startTime: null,
    endTime: null,
    nextAttemptTime: null,
    attempts: 1,
    info: null,
    ...overrides,
  };
}

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
  resendMail.mockReset();
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

  it('lists each email with recipient, subject and status (Queued before the sender picks it up), attempts and the error of a failed one with Send again, and pages on', async () => {
    const loadMore = vi.fn();
    outbox = pagedState({
      items: [
        mail('m2'),
        mail('m1', { delivery: delivery({ state: 'SUCCESS' }) }),
        mail('m0', { delivery: delivery({ state: 'ERROR', error: 'Bad address', attempts: 5 }) }),
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
    expect(links[1]).toHaveTextContent('1 attempt');
    expect(links[2]).toHaveTextContent('Failed');
    expect(links[2]).toHaveTextContent('5 attempts');
    expect(screen.getByText('Failed: Bad address')).toBeVisible();
    // Only the failed one can be sent again.
    expect(screen.getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);
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

  it('shows a retrying message’s attempts, last error and next attempt, with no resend', () => {
    message = {
      status: 'success',
      data: mail('m3', {
        delivery: delivery({
          state: 'RETRY',
          attempts: 2,
          error: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:1025',
          startTime: new Date(2026, 10, 20, 9, 31, 0),
          nextAttemptTime: new Date(2026, 10, 20, 9, 41, 0),
        }),
      }),
      error: undefined,
    };
    render(<OutboxMessage id="m3" />, { wrapper: MemoryRouter });
    expect(screen.getByText('Retrying')).toBeVisible();
    expect(screen.getByText('2 attempts')).toBeVisible();
    expect(screen.getByText('Last error').nextElementSibling).toHaveTextContent(
      'ECONNREFUSED 127.0.0.1:1025',
    );
    expect(screen.getByText('Next attempt').nextElementSibling).toHaveTextContent(
      'Nov 20, 2026 9:41:00 AM',
    );
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('sends a failed message again through resendMail, and says when that fails', async () => {
    const failed = mail('m4', {
      delivery: delivery({ state: 'ERROR', attempts: 1, error: '550 No such user' }),
    });
    message = { status: 'success', data: failed, error: undefined };
    render(<OutboxMessage id="m4" />, { wrapper: MemoryRouter });
    expect(screen.getByText('Error').nextElementSibling).toHaveTextContent('550 No such user');
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    resendMail.mockResolvedValueOnce({ mailId: 'm4' });
    await user.click(screen.getByRole('button', { name: `Send again: ${failed.message.subject}` }));
    expect(resendMail).toHaveBeenCalledWith({ mailId: 'm4' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sending the email again'));
    resendMail.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: /^Send again/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The email could not be queued again. Please try again.'),
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
