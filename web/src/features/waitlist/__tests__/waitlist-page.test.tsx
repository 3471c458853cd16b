import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { TIER_LIST } from '@unlimited/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitlistPage } from '@/features/waitlist/components/waitlist-page';
import { WaitlistSignup } from '@/features/waitlist/components/waitlist-signup';
import { REFERRAL_STORAGE_KEY } from '@/features/waitlist/api/referral-code';
import type * as CallableModule from '@/lib/callable';
import { callFunction, CallableError } from '@/lib/callable';
import { findToast } from '@/testing/toasts';

vi.mock('@/lib/callable', async (importOriginal) => ({
  ...(await importOriginal<typeof CallableModule>()),
  callFunction: vi.fn(),
}));

const callMock = vi.mocked(callFunction);

function renderWaitlist(path = '/waitlist') {
  const router = createMemoryRouter(
    [
      {
        path: '/waitlist',
        element: (
          <>
            <WaitlistPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  zip: () => screen.getByRole('textbox', { name: 'ZIP code (optional)' }),
  excitement: () =>
    screen.getByRole('textbox', { name: 'Why are you excited to join? (optional)' }),
  comment: () => screen.getByRole('textbox', { name: 'Comments (optional)' }),
  tier: (name: 'Reserve' | 'Elite' | 'Crown') =>
    screen.getByRole('radio', { name: new RegExp(`^${name}`) }),
  submit: () => screen.getByRole('button', { name: /Join Waitlist|Joining/ }),
  more: () => screen.getByRole('button', { name: /Tell us more/ }),
};

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), '  Ada Lovelace ');
  await user.type(field.email(), 'Ada@Example.com');
  await user.click(field.tier('Elite'));
  if (field.more().getAttribute('aria-expanded') === 'false') await user.click(field.more());
  await user.type(field.zip(), '10001');
  await user.type(field.excitement(), 'Trying a new bag every month');
}

function expectFormKept() {
  expect(field.name()).toHaveValue('  Ada Lovelace ');
  expect(field.email()).toHaveValue('Ada@Example.com');
  expect(field.tier('Elite')).toBeChecked();
  expect(field.zip()).toHaveValue('10001');
  expect(field.excitement()).toHaveValue('Trying a new bag every month');
}

beforeEach(() => {
  callMock.mockReset();
  window.sessionStorage.clear();
});

describe('/waitlist', () => {
  it('shows the hero, the form with the three tiers (Elite most loved) and what to expect', () => {
    renderWaitlist();

    expect(screen.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    // The swap clock's policy, never "unlimited swaps".
    expect(
      screen.getByText(
        /swap it for the next when your swap clock comes round \(every 30, 21 or 14 days, by tier\)/,
      ),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent(/unlimited swaps/i);

    expect(field.tier('Reserve')).toHaveAccessibleName('Reserve $49/mo');
    expect(field.tier('Elite')).toHaveAccessibleName('Elite $129/mo');
    expect(field.tier('Crown')).toHaveAccessibleName('Crown $249/mo');
    const card = (name: 'Reserve' | 'Elite') => field.tier(name).closest('label') as HTMLElement;
    expect(within(card('Elite')).getByText('Most Loved')).toBeVisible();
    expect(within(card('Reserve')).queryByText('Most Loved')).toBeNull();
    expect(screen.queryByText('Most Popular')).toBeNull();

    expect(screen.getByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
    expect(screen.getByText('Be the first to know when the product launches')).toBeVisible();
    expect(field.email()).toHaveAttribute('type', 'email');

    expect(screen.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    for (const name of ['Early Access', 'Curated Selection', 'Swap or Keep']) {
      expect(screen.getByRole('heading', { name })).toBeVisible();
    }
  });

  it('asks for the tier once: the cards are the only tier field, each with its one feature list', () => {
    renderWaitlist();

    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Choose your access' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
    for (const tier of TIER_LIST) {
      const list = screen.getByRole('list', { name: `What ${tier.name} includes` });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(tier.features);
    }
  });

  it('folds the optional fields under "Tell us more" until asked', async () => {
    const user = renderWaitlist();

    expect(field.more()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'ZIP code (optional)' })).toBeNull();

    await user.click(field.more());
    expect(field.more()).toHaveAttribute('aria-expanded', 'true');
    expect(field.zip()).toBeVisible();
    expect(field.excitement()).toBeVisible();
    expect(field.comment()).toBeVisible();
  });

  it('names every missing required field on an empty submit and focuses the first (the tier)', async () => {
    const user = renderWaitlist();

    await user.click(field.submit());

    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please select an access level')).toBeVisible();
    expect(field.name()).toHaveAccessibleDescription('Full name is required');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.tier('Reserve')).toHaveAccessibleDescription(/^Please select an access level/);
    // The tier cards come first on the page.
    expect(field.tier('Reserve')).toHaveFocus();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('refuses an invalid email and focuses the email field', async () => {
    const user = renderWaitlist();

    await user.type(field.name(), 'Ada Lovelace');
    await user.type(field.email(), 'ada@');
    await user.click(field.tier('Reserve'));
    await user.click(field.submit());

    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.queryByText('Please select an access level')).toBeNull();
    expect(field.email()).toHaveFocus();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('refuses a ZIP code that is not five digits', async () => {
    const user = renderWaitlist();

    await user.type(field.name(), 'Ada Lovelace');
    await user.type(field.email(), 'ada@example.com');
    await user.click(field.tier('Crown'));
    await user.click(field.more());
    await user.type(field.zip(), '123');
    // Folded again: the error unfolds it.
    await user.click(field.more());
    await user.click(field.submit());

    expect(await screen.findByText('Please enter a valid 5-digit ZIP code')).toBeVisible();
    expect(field.more()).toHaveAttribute('aria-expanded', 'true');
    expect(field.zip()).toHaveFocus();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('joins the waitlist, thanks the visitor, and starts over with Join Another Email', async () => {
    let finish: (value: unknown) => void = () => {};
    callMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderWaitlist();

    await fillValidForm(user);
    await user.click(field.submit());

    // Busy while the function runs.
    const busy = await screen.findByRole('button', { name: 'Joining...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // The call goes out once its App Check token is made, which can come after the button
    // says so on a busy machine.
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    expect(callMock).toHaveBeenCalledWith(
      'joinWaitlist',
      {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        tier: 'elite',
        zip_code: '10001',
        excitement_reason: 'Trying a new bag every month',
        comment: null,
        style_answers: null,
        ref: null,
      },
      // With its App Check token by default: see lib/__tests__/callable.test.ts.
    );

    finish({ id: 'signup-1' });

    await findToast('Successfully joined the waitlist!');
    const heading = await screen.findByRole('heading', { name: "You're on the list!" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Thank you for joining, Ada/)).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Join Our Waitlist' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Join Another Email' }));

    expect(screen.getByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.name()).toHaveFocus();
    expect(field.more()).toHaveAttribute('aria-expanded', 'false');
    await user.click(field.more());
    expect(field.zip()).toHaveValue('');
    expect(field.excitement()).toHaveValue('');
    for (const tier of ['Reserve', 'Elite', 'Crown'] as const) {
      expect(field.tier(tier)).not.toBeChecked();
    }

    // The fresh form sends again.
    callMock.mockResolvedValue({ id: 'signup-2' });
    await fillValidForm(user);
    await user.click(field.submit());
    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeVisible();
    expect(callMock).toHaveBeenCalledTimes(2);
  });

  it('says once, at the email field, that a known email is already on the list, and keeps the input', async () => {
    callMock.mockRejectedValue(
      new CallableError('already-exists', 'This email is already on the waitlist.'),
    );
    const user = renderWaitlist();

    await fillValidForm(user);
    await user.click(field.submit());

    const message = 'This email is already on our waitlist!';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field.email()).toHaveAccessibleDescription(message);
    expect(field.email()).toHaveFocus();
    // Nowhere else: not by the button, not in a toast (each would be announced again).
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field.submit()).not.toHaveAccessibleDescription(message);
    expectFormKept();
    expect(screen.queryByRole('heading', { name: "You're on the list!" })).toBeNull();
    expect(field.submit()).toHaveTextContent('Join Waitlist');

    // Changing the email clears it.
    await user.type(field.email(), 'm');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('tells a member at the email field to sign in instead, with a link to /login', async () => {
    callMock.mockRejectedValue(
      new CallableError(
        'failed-precondition',
        'This email already has a membership. Sign in instead.',
      ),
    );
    const user = renderWaitlist();

    await fillValidForm(user);
    await user.click(field.submit());

    const message = 'This email already has a membership. Sign in instead.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field.email()).toHaveAccessibleDescription(message);
    expect(field.email()).toHaveFocus();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Sign in' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expectFormKept();
    expect(screen.queryByRole('heading', { name: "You're on the list!" })).toBeNull();
  });

  it('says when this network sent too many signups, and keeps the input', async () => {
    callMock.mockRejectedValue(
      new CallableError('resource-exhausted', 'Too many signups from your network.'),
    );
    const user = renderWaitlist();

    await fillValidForm(user);
    await user.click(field.submit());

    await findToast('Too many signups from your network in the last hour. Please try again later.');
    expect(field.submit()).toHaveAccessibleDescription(
      'Too many signups from your network in the last hour. Please try again later.',
    );
    expectFormKept();
    expect(screen.queryByRole('heading', { name: "You're on the list!" })).toBeNull();
  });

  it('says something went wrong on any other failure and keeps the input', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    callMock.mockRejectedValue(
      new CallableError('unavailable', 'The service could not be reached.'),
    );
    const user = renderWaitlist();

    await fillValidForm(user);
    await user.type(field.comment(), 'See you soon');
    await user.click(field.submit());

    await findToast('Something went wrong. Please try again.');
    // Said next to the button too, not only in a toast.
    const inline = field.submit().parentElement as HTMLElement;
    expect(within(inline).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(field.submit()).toHaveAccessibleDescription('Something went wrong. Please try again.');
    expectFormKept();
    expect(field.comment()).toHaveValue('See you soon');
    expect(field.email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();

    // Trying again works once the service is back.
    callMock.mockResolvedValue({ id: 'signup-2' });
    await user.click(field.submit());
    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeVisible();
  });

  it('preselects the tier named in ?tier=', () => {
    renderWaitlist('/waitlist?tier=Elite');
    expect(field.tier('Elite')).toBeChecked();
    expect(field.tier('Reserve')).not.toBeChecked();
  });

  it('sends the Club code of ?ref= with the signup, and says it joins through a member’s link', async () => {
    callMock.mockResolvedValue({ id: 'signup-3' });
    const user = renderWaitlist('/waitlist?ref=GX7K2MQ9RWTZ');
    expect(screen.getByText('You are joining through a Club member’s link.')).toBeVisible();
    await fillValidForm(user);
    await user.click(field.submit());
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    expect(callMock.mock.calls[0]?.[1]).toMatchObject({
      email: 'ada@example.com',
      ref: 'GX7K2MQ9RWTZ',
    });
  });

  it('remembers the ?ref= code for the visit, and sends it when /waitlist is opened again without it', async () => {
    callMock.mockResolvedValue({ id: 'signup-3' });
    renderWaitlist('/waitlist?ref=gx7k2mq9rwtz');
    expect(window.sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('GX7K2MQ9RWTZ');
    cleanup();

    const user = renderWaitlist('/waitlist');
    expect(screen.getByText('You are joining through a Club member’s link.')).toBeVisible();
    await fillValidForm(user);
    await user.click(field.submit());
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    expect(callMock.mock.calls[0]?.[1]).toMatchObject({ ref: 'GX7K2MQ9RWTZ' });
  });

  it('remembers no value that is not a referral code', () => {
    renderWaitlist('/waitlist?ref=BOGUS');
    expect(window.sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('ignores an unknown ?tier=', () => {
    renderWaitlist('/waitlist?tier=platinum');
    for (const tier of ['Reserve', 'Elite', 'Crown'] as const) {
      expect(field.tier(tier)).not.toBeChecked();
    }
  });

  it('sends one signup when Join Waitlist is pressed twice in a row', async () => {
    callMock.mockResolvedValue({ id: 'signup-1' });
    const user = renderWaitlist();

    await fillValidForm(user);
    // The second press lands while the first is still being checked, or after the signup
    // is in but before the thank-you screen shows.
    await user.dblClick(field.submit());

    await findToast('Successfully joined the waitlist!');
    expect(callMock).toHaveBeenCalledTimes(1);
  });
});

describe('joining from the style quiz', () => {
  const quizAnswers = {
    occasions: ['evening'],
    colours: ['black'],
    silhouettes: [],
    brands: ['dior'],
    budget: 'any',
  };

  it('sends the quiz answers with the signup and says so', async () => {
    callMock.mockResolvedValue({ id: 'signup-1' });
    const answers = quizAnswers;
    const router = createMemoryRouter(
      [{ path: '/quiz', element: <WaitlistSignup styleAnswers={answers} /> }],
      { initialEntries: ['/quiz'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    expect(screen.getByText(/Your style quiz answers are sent with your signup/)).toBeVisible();
    await fillValidForm(user);
    await user.click(field.submit());
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    expect(callMock.mock.calls[0]?.[1]).toMatchObject({
      email: 'ada@example.com',
      style_answers: answers,
      ref: null,
    });
    expect(screen.queryByText('You are joining through a Club member’s link.')).toBeNull();
  });

  it('sends the referral code remembered from the member’s link, and says so', async () => {
    callMock.mockResolvedValue({ id: 'signup-1' });
    // The friend opened the link, then went to the quiz.
    renderWaitlist('/waitlist?ref=GX7K2MQ9RWTZ');
    cleanup();
    const router = createMemoryRouter(
      [{ path: '/quiz', element: <WaitlistSignup styleAnswers={quizAnswers} /> }],
      { initialEntries: ['/quiz'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    expect(screen.getByText('You are joining through a Club member’s link.')).toBeVisible();
    await fillValidForm(user);
    await user.click(field.submit());
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    expect(callMock.mock.calls[0]?.[1]).toMatchObject({
      style_answers: quizAnswers,
      ref: 'GX7K2MQ9RWTZ',
    });
  });

  it('neither sends nor mentions answers when none was given', async () => {
    callMock.mockResolvedValue({ id: 'signup-1' });
    const router = createMemoryRouter(
      [
        {
          path: '/quiz',
          element: (
            <WaitlistSignup
              styleAnswers={{
                occasions: [],
                colours: [],
                silhouettes: [],
                brands: [],
                budget: null,
              }}
            />
          ),
        },
      ],
      { initialEntries: ['/quiz'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    expect(screen.queryByText(/Your style quiz answers are sent/)).toBeNull();
    await fillValidForm(user);
    await user.click(field.submit());
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    expect(callMock.mock.calls[0]?.[1]).toMatchObject({ style_answers: null });
  });
});
