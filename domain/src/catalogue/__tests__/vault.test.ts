import { describe, expect, it } from 'vitest';
import { isVaultPiece, opensVault, vaultShowcase, vaultTouched, type VaultSource } from '../vault';
import { VAULT_MIN_VALUE_CENTS, VAULT_SHOWCASE_LIMIT } from '../vault-constants';
import { readVaultShowcase } from '../vault-reading';

const source = (id: string, overrides: Partial<VaultSource> = {}): VaultSource => ({
  id,
  title: `Piece ${id}`,
  brand: 'Hermès',
  photos: [`https://photos.test/${id}.jpg`, 'second.jpg'],
  price: 900_000,
  status: 'Active',
  access_levels: 'Crown',
  ...overrides,
});

describe('the Vault', () => {
  it('holds the Active pieces open to Crown only and valued at $5,000 or more', () => {
    expect(isVaultPiece(source('a'))).toBe(true);
    expect(isVaultPiece(source('a', { price: VAULT_MIN_VALUE_CENTS }))).toBe(true);
    expect(isVaultPiece(source('a', { price: VAULT_MIN_VALUE_CENTS - 1 }))).toBe(false);
    expect(isVaultPiece(source('a', { access_levels: 'Elite,Crown' }))).toBe(false);
    for (const status of ['Hidden', 'Draft', 'Sold']) {
      expect(isVaultPiece(source('a', { status }))).toBe(false);
    }
  });

  it('opens to a catalogue of Crown’s pieces only', () => {
    expect(opensVault('crown')).toBe(true);
    expect(opensVault('elite')).toBe(false);
    expect(opensVault(null)).toBe(false);
  });

  it('shows the most valuable pieces first with one photo and nothing of their state', () => {
    const showcase = vaultShowcase([
      source('b', { price: 600_000 }),
      source('hidden', { status: 'Hidden', price: 9_000_000 }),
      source('a', { price: 1_800_000 }),
      source('c', { price: 600_000, title: 'An earlier title' }),
    ]);
    expect(showcase.total).toBe(3);
    expect(showcase.pieces.map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(showcase.pieces[0]).toEqual({
      id: 'a',
      title: 'Piece a',
      brand: 'Hermès',
      photo: 'https://photos.test/a.jpg',
      price: 1_800_000,
    });
  });

  it('lists at most the showcase limit, counting them all', () => {
    const many = Array.from({ length: VAULT_SHOWCASE_LIMIT + 5 }, (_, i) => source(`p${i}`));
    const showcase = vaultShowcase(many);
    expect(showcase.pieces).toHaveLength(VAULT_SHOWCASE_LIMIT);
    expect(showcase.total).toBe(VAULT_SHOWCASE_LIMIT + 5);
  });

  it('is touched by a write only when a piece joins, leaves or changes what it shows', () => {
    const piece = { ...source('a') } as unknown as Record<string, unknown>;
    const other = { ...source('b', { access_levels: 'Any', price: 20_000 }) } as unknown as Record<
      string,
      unknown
    >;
    expect(vaultTouched(null, piece)).toBe(true);
    expect(vaultTouched(piece, null)).toBe(true);
    expect(vaultTouched(piece, { ...piece, status: 'Hidden' })).toBe(true);
    expect(vaultTouched(piece, { ...piece, title: 'New title' })).toBe(true);
    expect(vaultTouched(piece, { ...piece, borrow_status: 'Borrowed' })).toBe(false);
    expect(vaultTouched(other, { ...other, title: 'New title' })).toBe(false);
  });

  it('reads an unreadable stored showcase as an empty one', () => {
    expect(readVaultShowcase({ pieces: 'nope' })).toEqual({ pieces: [], total: 0 });
    expect(readVaultShowcase(undefined)).toEqual({ pieces: [], total: 0 });
  });
});
