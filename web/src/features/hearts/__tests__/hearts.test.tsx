import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Heart, Product } from '@unlimited/domain';
import { useHearts, type HeartsState } from '../api/get-hearts';
import { useSavedBag, type SavedBagState } from '../api/get-saved-bag';
import { useToggleHeart } from '../api/toggle-heart';
import { HeartButton } from '../components/heart-button';
import { HeartsProvider } from '../components/hearts-context';
import { SAVED_LOAD_FAILED, SavedPage } from '../components/saved-page';

vi.mock('../api/get-hearts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useHearts: vi.fn(),
}));
vi.mock('../api/get-saved-bag', () => ({ useSavedBag: vi.fn() }));
vi.mock('../api/toggle-heart', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useToggleHeart: vi.fn(),
}));

const toggle = vi.fn();
const date = new Date('2026-11-01T10:00:00Z');

function heart(productId: string, overrides: Partial<Heart> = {}): Heart {
  return {
    id: `uid-ada_${productId}`,
    user_id: 'uid-ada',
    product_id: productId,
    title: `Bag ${productId}`,
    brand: 'Hermès',
    photo: null,
    access_levels: 'Elite',
    created_at: date,
    ...overrides,
  };
}

const kelly = {
  id: 'kelly',
  title: 'Kelly 28',
  brand: 'Hermès',
  photos: [],
  access_levels: 'Elite',
} as const;

function renderWithHearts(ui: React.ReactNode) {
  render(
    <MemoryRouter>
      <HeartsProvider uid="uid-ada">{ui}</HeartsProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  toggle.mockReset().mockResolvedValue(undefined);
  vi.mocked(useToggleHeart).mockReturnValue(toggle);
  vi.mocked(useHearts).mockReturnValue({ status: 'success', hearts: [] });
});

describe('the heart of a bag', () => {
  it('is a toggle button named after the bag that saves and removes it', async () => {
    const user = renderWithHearts(<HeartButton bag={kelly} />);
    const button = screen.getByRole('button', { name: 'Save Hermès Kelly 28' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(toggle).toHaveBeenCalledWith(kelly, true);
  });

  it('shows a saved bag pressed, and a second press removes it', async () => {
    vi.mocked(useHearts).mockReturnValue({ status: 'success', hearts: [heart('kelly')] });
    const user = renderWithHearts(<HeartButton bag={kelly} />);
    const button = screen.getByRole('button', { name: 'Save Hermès Kelly 28' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(toggle).toHaveBeenCalledWith(kelly, false);
  });

  it('is absent for visitors (no hearts provider)', () => {
    render(<HeartButton bag={kelly} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('/saved', () => {
  function renderSaved(state: HeartsState, bags: Record<string, SavedBagState> = {}) {
    vi.mocked(useHearts).mockReturnValue(state);
    vi.mocked(useSavedBag).mockImplementation(
      (h: Heart) => bags[h.product_id] ?? { status: 'loading', product: null },
    );
    return renderWithHearts(<SavedPage tier="elite" />);
  }

  it('says it is loading, and when the list cannot be read', () => {
    renderSaved({ status: 'loading', hearts: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved bags...');
  });

  it('says when the list cannot be read', () => {
    renderSaved({ status: 'error', hearts: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(SAVED_LOAD_FAILED);
  });

  it('invites the member to heart bags when nothing is saved', () => {
    renderSaved({ status: 'success', hearts: [] });
    expect(screen.getByText(/No saved bags yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
  });

  it('lists saved bags: in the closet as cards, out on loan and another tier’s said as such', () => {
    const product = {
      ...kelly,
      photos: ['https://example.test/k.jpg'],
      price: 1200000,
      rank: 'A',
    } as unknown as Product;
    renderSaved(
      {
        status: 'success',
        hearts: [heart('kelly'), heart('out-bag'), heart('crown-bag', { access_levels: 'Crown' })],
      },
      {
        kelly: { status: 'in-closet', product },
        'out-bag': { status: 'out', product: null, backEstimate: null, atelier: false },
        'crown-bag': { status: 'not-your-tier', product: null },
      },
    );
    expect(screen.getByText('3 saved bags')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Kelly 28' })).toHaveAttribute(
      'href',
      '/bags/kelly',
    );
    expect(within(items[1]!).getByText(/Out with a member right now/)).toBeVisible();
    expect(within(items[1]!).getByRole('link', { name: 'Bag out-bag' })).toHaveAttribute(
      'href',
      '/bags/out-bag',
    );
    expect(within(items[2]!).getByText(/A Crown piece, outside your membership/)).toBeVisible();
    for (const item of items) {
      expect(within(item).getByRole('button', { name: /^Save Hermès/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  it('says a saved bag in Maintenance is with the atelier, not out with a member', () => {
    renderSaved(
      { status: 'success', hearts: [heart('atelier-bag')] },
      { 'atelier-bag': { status: 'out', product: null, backEstimate: null, atelier: true } },
    );
    const [item] = screen.getAllByRole('listitem');
    expect(within(item!).getByText(/Being cared for by our atelier/)).toBeVisible();
    expect(within(item!).queryByText(/Out with a member|expected back/)).toBeNull();
  });

  it('shows a sold bag as Sold (not out or coming back), and one held for the member as theirs to choose', () => {
    renderSaved(
      {
        status: 'success',
        hearts: [heart('sold-bag'), heart('back-bag'), heart('held-bag')],
      },
      {
        'sold-bag': { status: 'sold', product: null },
        'held-bag': { status: 'held', product: null },
        'back-bag': {
          status: 'out',
          product: null,
          backEstimate: new Date('2026-12-04T12:00:00Z'),
          atelier: false,
        },
      },
    );
    const [sold, out, held] = screen.getAllByRole('listitem');
    expect(within(sold!).getByText('Sold')).toBeVisible();
    expect(within(sold!).getByText(/a member bought this bag/)).toBeVisible();
    expect(within(sold!).queryByText(/Out with a member|expected back|queue/i)).toBeNull();
    // A sold bag has nothing to open: its title is not a link.
    expect(within(sold!).queryByRole('link')).toBeNull();
    expect(within(out!).getByText(/expected back around December 4/)).toBeVisible();
    expect(within(out!).queryByText('Sold')).toBeNull();
    expect(within(held!).getByText(/this bag is held for you/)).toBeVisible();
    expect(within(held!).getByRole('link', { name: 'Bag held-bag' })).toHaveAttribute(
      'href',
      '/bags/held-bag',
    );
  });
});
