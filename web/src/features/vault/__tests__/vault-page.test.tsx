import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS, TIERS, formatCents, type BorrowStatus, type VaultPiece } from '@unlimited/domain';
import { productCardView } from '@/components/catalog/product-card-view';
import { fetchVaultShowcase } from '../api/fetch-vault';
import type { VaultPieceState } from '../api/get-piece-state';
import { VaultPage, type PieceStateSource, type VaultViewer } from '../components/vault-page';

vi.mock('../api/fetch-vault', () => ({ fetchVaultShowcase: vi.fn() }));
const load = vi.mocked(fetchVaultShowcase);

const piece = (id: string, title: string, price: number): VaultPiece => ({
  id,
  title,
  brand: 'Hermès',
  photo: `https://storage.example.test/products/${id}-1.svg`,
  price,
});
const PIECES = [
  piece('birkin', 'Hermès Birkin 30 Togo', 1_800_000),
  piece('kelly', 'Hermès Kelly 28', 1_550_000),
];

function renderVault(viewer: VaultViewer, PieceState?: PieceStateSource) {
  const router = createMemoryRouter(
    [{ path: '*', element: <VaultPage viewer={viewer} PieceState={PieceState} /> }],
    { initialEntries: ['/vault'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ pieces: PIECES, total: 2 });
});

describe('the Vault', () => {
  it('shows a visitor the showcase, not the pieces’ pages, and the way in through Crown', async () => {
    renderVault({ kind: 'visitor' });
    const list = await screen.findByRole('list', { name: 'Pieces in the Vault' });
    const birkin = within(list).getByRole('article', { name: 'Hermès Birkin 30 Togo' });
    expect(birkin).toHaveTextContent('Valued at $18,000');
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'JOIN THE WAITLIST FOR CROWN' })).toHaveAttribute(
      'href',
      '/waitlist?tier=crown',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('offers a member below Crown the step up, from their membership page', async () => {
    renderVault({ kind: 'member', tier: 'reserve', opens: false });
    await screen.findByRole('list', { name: 'Pieces in the Vault' });
    expect(screen.getByText(/You are a Reserve member\. The Vault opens with Crown/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'STEP UP TO CROWN' })).toHaveAttribute(
      'href',
      '/membership-manage',
    );
    expect(screen.queryByRole('link', { name: /Birkin/ })).toBeNull();
  });

  it('opens each piece’s page to a member whose catalogue is Crown’s', async () => {
    renderVault({ kind: 'member', tier: 'elite', opens: true });
    const list = await screen.findByRole('list', { name: 'Pieces in the Vault' });
    expect(within(list).getByRole('link', { name: /Hermès Kelly 28/ })).toHaveAttribute(
      'href',
      '/bags/kelly',
    );
    expect(screen.getByText(/Your membership opens the Vault/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /STEP UP|WAITLIST/ })).toBeNull();
  });

  it('says how many pieces the Vault holds when the showcase lists fewer', async () => {
    load.mockResolvedValue({ pieces: PIECES, total: 30 });
    renderVault({ kind: 'visitor' });
    expect(await screen.findByText('Showing the 2 most valuable of 30 pieces.')).toBeVisible();
  });

  it('shows loading, then an empty Vault in words', async () => {
    let resolve: (value: { pieces: VaultPiece[]; total: number }) => void = () => {};
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    renderVault({ kind: 'visitor' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the Vault');
    resolve({ pieces: [], total: 0 });
    expect(await screen.findByText(/The Vault is being restocked/)).toBeVisible();
  });

  it('says when it cannot load, and loads again on Try Again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    renderVault({ kind: 'visitor' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Vault could not be loaded');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Pieces in the Vault' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A piece's state as the closet's cards work it out, for a product in `borrowStatus`. */
const stateOf = (borrowStatus: BorrowStatus, returnDate: Date | null = null): VaultPieceState =>
  productCardView({
    id: 'x',
    title: 'x',
    brand: 'Hermès',
    photos: [],
    price: 1_000_000,
    rank: 'A',
    access_levels: 'Crown',
    borrow_status: borrowStatus,
    return_date: returnDate,
  }).state;

const THREE = [
  piece('birkin', 'Hermès Birkin 30 Togo', 1_800_000),
  piece('kelly', 'Hermès Kelly 28 Sellier', 1_550_000),
  piece('peekaboo', 'Fendi Peekaboo ISeeU Medium', 900_000),
];
const STATES: Record<string, VaultPieceState | null> = {
  birkin: stateOf('Available'),
  kelly: stateOf('Borrowed', new Date('2026-12-10T12:00:00Z')),
  peekaboo: stateOf('Maintenance'),
};

/** Stands for the live reader: each piece's state from STATES, and who was asked. */
const asked: string[] = [];
function FakePieceState({
  id,
  children,
}: {
  id: string;
  children: (state: VaultPieceState | null) => ReactNode;
}) {
  asked.push(id);
  return children(STATES[id] ?? null);
}

describe('where each piece of the Vault is', () => {
  beforeEach(() => {
    asked.length = 0;
    load.mockResolvedValue({ pieces: THREE, total: 3 });
  });

  it('shows a Crown member each piece’s state as the closet does: available, out with its date, in care', async () => {
    renderVault({ kind: 'member', tier: 'crown', opens: true }, FakePieceState);
    const list = await screen.findByRole('list', { name: 'Pieces in the Vault' });
    const birkin = within(list).getByRole('link', { name: /Birkin/ });
    expect(birkin).toHaveTextContent('Available now');
    const kelly = within(list).getByRole('link', { name: /Kelly/ });
    expect(kelly).toHaveTextContent('Out with a member');
    expect(kelly).toHaveTextContent('Due back December 10');
    expect(kelly).not.toHaveTextContent('Available now');
    const peekaboo = within(list).getByRole('link', { name: /Peekaboo/ });
    expect(peekaboo).toHaveTextContent('In care at our atelier');
    expect(peekaboo).not.toHaveTextContent('Available now');
    expect(
      [...list.querySelectorAll('[data-card-state]')].map((badge) =>
        badge.getAttribute('data-card-state'),
      ),
    ).toEqual(['available', 'out', 'care']);
  });

  it('shows the states to an Elite member with Select Access', async () => {
    renderVault({ kind: 'member', tier: 'elite', opens: true }, FakePieceState);
    const list = await screen.findByRole('list', { name: 'Pieces in the Vault' });
    expect(within(list).getByRole('link', { name: /Kelly/ })).toHaveTextContent(
      'Out with a member',
    );
  });

  it('shows an admin the states, and none for a piece whose state is unknown (loading or refused)', async () => {
    STATES.kelly = null;
    try {
      renderVault({ kind: 'admin' }, FakePieceState);
      const list = await screen.findByRole('list', { name: 'Pieces in the Vault' });
      expect(within(list).getByRole('link', { name: /Birkin/ })).toHaveTextContent('Available now');
      const kelly = within(list).getByRole('link', { name: /Kelly/ });
      expect(kelly.querySelector('[data-card-state]')).toBeNull();
      expect(kelly).toHaveTextContent('Valued at $15,500');
    } finally {
      STATES.kelly = stateOf('Borrowed', new Date('2026-12-10T12:00:00Z'));
    }
  });

  it.each<[string, VaultViewer]>([
    ['a visitor', { kind: 'visitor' }],
    ['a Reserve member', { kind: 'member', tier: 'reserve', opens: false }],
    ['an Elite member without Select Access', { kind: 'member', tier: 'elite', opens: false }],
  ])(
    'never reads the pieces’ state for %s, whom the rules do not let read them',
    async (_, viewer) => {
      renderVault(viewer, FakePieceState);
      const list = await screen.findByRole('list', { name: 'Pieces in the Vault' });
      expect(asked).toEqual([]);
      expect(list.querySelector('[data-card-state]')).toBeNull();
      expect(within(list).queryByText('Out with a member')).toBeNull();
    },
  );
});

const crownPrice = formatCents(TIERS.crown.monthlyPriceCents);

describe('who the Vault is for (Select Access opens it to Elite)', () => {
  it('says it is kept for Crown members and for Elite members with Select Access, never “Crown members only”', async () => {
    renderVault({ kind: 'member', tier: 'elite', opens: true });
    await screen.findByRole('list', { name: 'Pieces in the Vault' });
    expect(screen.queryByText(/Crown members only/i)).toBeNull();
    expect(
      screen.getByText(/kept for Crown members and for Elite members with Select Access\./),
    ).toBeVisible();
    expect(screen.getByText(/Your membership opens the Vault\./)).toBeVisible();
  });

  it('offers an Elite member without it both ways in: Crown, or Select Access', async () => {
    renderVault({ kind: 'member', tier: 'elite', opens: false });
    await screen.findByRole('list', { name: 'Pieces in the Vault' });
    expect(
      screen.getByText(
        `You are an Elite member. The Vault opens with Crown (${crownPrice} a month), or with Select Access (${formatCents(ADD_ONS.selectAccess.monthlyPriceCents)} a month more).`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'STEP UP TO CROWN' })).toHaveAttribute(
      'href',
      '/membership-manage',
    );
  });

  it('offers a Reserve member Crown alone (Select Access opens Elite’s pieces to her, not the Vault)', async () => {
    renderVault({ kind: 'member', tier: 'reserve', opens: false });
    await screen.findByRole('list', { name: 'Pieces in the Vault' });
    expect(
      screen.getByText(
        `You are a Reserve member. The Vault opens with Crown (${crownPrice} a month).`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Select Access \(/)).toBeNull();
  });
});
