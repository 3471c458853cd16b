import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  CHANGE_PROCESSING,
  CHANGE_STILL_PROCESSING,
  type MembershipChangeResult,
  type Subscription,
} from '@unlimited/domain';
import {
  BillingChangeProvider,
  useBillingChange,
} from '@/features/membership/components/billing-change';
import { findToast } from '@/testing/toasts';
import { changeResult, subscriptionFixture } from './fixtures';

function Action({ result }: { result: MembershipChangeResult }) {
  const { track, processing } = useBillingChange();
  const [outcome, setOutcome] = useState<string>('');
  return (
    <>
      <button
        disabled={processing}
        onClick={() => void track(result).then((shown) => setOutcome(String(shown)))}
      >
        Change
      </button>
      <span data-testid="outcome">{outcome}</span>
    </>
  );
}

function renderWith(subscription: Subscription, result: MembershipChangeResult, waitMs = 60_000) {
  const view = render(
    <>
      <BillingChangeProvider subscription={subscription} waitMs={waitMs}>
        <Action result={result} />
      </BillingChangeProvider>
      <Toaster />
    </>,
  );
  const update = (next: Subscription) =>
    act(() =>
      view.rerender(
        <>
          <BillingChangeProvider subscription={next} waitMs={waitMs}>
            <Action result={result} />
          </BillingChangeProvider>
          <Toaster />
        </>,
      ),
    );
  return { user: userEvent.setup(), update };
}

describe('a billing-backed change', () => {
  it('is processing until the membership shows it, and only then a success', async () => {
    const { user, update } = renderWith(
      subscriptionFixture(),
      changeResult('Your membership is now Crown.', {
        kind: 'plan_now',
        plan: { tier: 'crown', addOns: { full_coverage: true, select_access: true } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('status')).toHaveTextContent(CHANGE_PROCESSING);
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    // Another write that is not the change (say, a renewal) is not a success.
    update(subscriptionFixture({ retention_credit_cents: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(CHANGE_PROCESSING);
    update(subscriptionFixture({ plan_name: 'crown' }));
    expect(await findToast('Your membership is now Crown.')).toBeVisible();
    expect(screen.queryByText(CHANGE_PROCESSING)).toBeNull();
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it('says it is still processing, and what to do, when the membership has not shown it in time; never a success', async () => {
    const { user } = renderWith(
      subscriptionFixture(),
      changeResult('Your membership will continue as before.', { kind: 'cancel' }),
      50,
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await findToast(CHANGE_STILL_PROCESSING)).toBeVisible();
    expect(screen.queryByText('Your membership will continue as before.')).toBeNull();
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled();
  });

  it('says it at once when nothing had to change, or the membership already shows it', async () => {
    const { user } = renderWith(subscriptionFixture(), changeResult('Nothing to do.'));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await findToast('Nothing to do.')).toBeVisible();
  });
});
