import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaultPiece } from '@unlimited/domain';
import { fetchVaultShowcase } from '../api/fetch-vault';
import { VaultPage, type VaultViewer } from '../components/vault-page';

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

function renderVault(viewer: VaultViewer) {
  const router = createMemoryRouter([{ path: '*', element: <VaultPage viewer={viewer} /> }], {
    initialEntries: ['/vault'],
  });
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
