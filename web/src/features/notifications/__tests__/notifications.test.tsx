import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, type Notification } from '@unlimited/domain';
import {
  useEmailPreferences,
  useSaveEmailPreferences,
  type EmailPreferencesState,
} from '../api/email-preferences';
import { useInbox, useMarkRead, useUnreadCount, type InboxState } from '../api/get-notifications';
import { EmailPreferencesSection } from '../components/email-preferences';
import { INBOX_LOAD_FAILED, InboxPage } from '../components/inbox-page';
import { NotificationBell } from '../components/notification-bell';

vi.mock('../api/get-notifications', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useInbox: vi.fn(),
  useUnreadCount: vi.fn(),
  useMarkRead: vi.fn(),
}));
vi.mock('../api/email-preferences', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useEmailPreferences: vi.fn(),
  useSaveEmailPreferences: vi.fn(),
}));

const markRead = vi.fn();
const save = vi.fn();

function notice(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    user_id: 'ada',
    kind: 'queue_offer',
    title: 'The Hermès Kelly 28 is held for you',
    body: 'It is your turn.',
    link: '/bags/kelly',
    read_at: null,
    created_at: new Date(2026, 10, 23, 9),
    ...overrides,
  };
}

function renderIn(ui: React.ReactNode) {
  render(<MemoryRouter>{ui}</MemoryRouter>);
  return userEvent.setup();
}

beforeEach(() => {
  markRead.mockReset().mockResolvedValue(undefined);
  save.mockReset().mockResolvedValue(undefined);
  vi.mocked(useMarkRead).mockReturnValue(markRead);
  vi.mocked(useSaveEmailPreferences).mockReturnValue(save);
});

describe('the bell', () => {
  it('names how many notices are unread and leads to the inbox', () => {
    vi.mocked(useUnreadCount).mockReturnValue(2);
    renderIn(<NotificationBell uid="ada" />);
    const bell = screen.getByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/inbox');
    expect(bell).toHaveTextContent('2');
  });

  it('shows no count when everything is read, and 9+ beyond nine', () => {
    vi.mocked(useUnreadCount).mockReturnValue(0);
    const { unmount } = render(
      <MemoryRouter>
        <NotificationBell uid="ada" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
    unmount();
    vi.mocked(useUnreadCount).mockReturnValue(10);
    renderIn(<NotificationBell uid="ada" />);
    expect(
      screen.getByRole('link', { name: 'Notifications, more than 9 unread' }),
    ).toHaveTextContent('9+');
  });
});

describe('/inbox', () => {
  const renderInbox = (state: InboxState) => {
    vi.mocked(useInbox).mockReturnValue(state);
    return renderIn(<InboxPage uid="ada" />);
  };

  it('says it is loading, and when the inbox cannot be read', () => {
    renderInbox({ status: 'error', notices: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(INBOX_LOAD_FAILED);
  });

  it('says when there is nothing yet', () => {
    renderInbox({ status: 'success', notices: [] });
    expect(screen.getByText(/Nothing yet/)).toBeVisible();
  });

  it('lists notices newest first, unread ones marked, and marks one read', async () => {
    const user = renderInbox({
      status: 'success',
      notices: [
        notice('n1'),
        notice('n2', {
          kind: 'shipping',
          title: 'Your Chanel Classic Flap has shipped',
          link: '/orders',
          read_at: new Date(),
        }),
      ],
    });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading')).toHaveTextContent(
      'Unread: The Hermès Kelly 28 is held for you',
    );
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/bags/kelly');
    expect(within(second!).queryByRole('button')).toBeNull();
    await user.click(
      within(first!).getByRole('button', {
        name: 'Mark read: The Hermès Kelly 28 is held for you',
      }),
    );
    expect(markRead).toHaveBeenCalledWith('n1');
  });
});

describe('email choices', () => {
  const renderPrefs = (state: EmailPreferencesState) => {
    vi.mocked(useEmailPreferences).mockReturnValue(state);
    return renderIn(<EmailPreferencesSection uid="ada" />);
  };

  it('offers one switch per kind, all on by default, and saves the member’s choice', async () => {
    const user = renderPrefs({ status: 'success', email: DEFAULT_EMAIL_PREFERENCES });
    const offers = screen.getByRole('checkbox', { name: 'A bag you queued for is held for you' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'A bag you queued for was sold' })).toBeChecked();
    expect(offers).toBeChecked();
    await user.click(offers);
    await user.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(save).toHaveBeenCalledWith({ ...DEFAULT_EMAIL_PREFERENCES, queue_offer: false });
  });

  it('says when the choices cannot be read', () => {
    renderPrefs({ status: 'error', email: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your email choices.');
  });
});
