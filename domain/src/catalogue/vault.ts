/**
 * The Vault (`/vault`): the rarest pieces of the closet, open to Crown only. Crown members
 * (and Elite members with Select Access, who see Crown's pieces) browse and choose them
 * like the closet; everyone else sees a showcase of their photos with the step up to
 * Crown. The showcase is one public document, `catalog/vault`, kept by a trigger from the
 * products (rules let nobody else read a Crown piece): its entries carry only what a
 * visitor may see of a piece (title, brand, one photo, value), never its state or holder.
 */
import type { AccessLevel, ProductStatus } from './catalog';
import type { TierId } from '../membership';
import type { VaultShowcaseDoc } from './vault-schema';
import { VAULT_MIN_VALUE_CENTS, VAULT_SHOWCASE_LIMIT } from './vault-constants';

/** What decides whether a product is in the Vault. */
export interface VaultCandidate {
  status: ProductStatus | string;
  access_levels: AccessLevel | string;
  price: number;
}

/** A piece of the Vault: Active, open to Crown only, valued at least $5,000. */
export function isVaultPiece(product: VaultCandidate | null): boolean {
  return (
    product !== null &&
    product.status === 'Active' &&
    product.access_levels === 'Crown' &&
    product.price >= VAULT_MIN_VALUE_CENTS
  );
}

/** Whether a viewer's catalogue opens the Vault (their access tier is Crown). */
export function opensVault(accessTier: TierId | null): boolean {
  return accessTier === 'crown';
}

/** A product as the showcase builder reads it. */
export interface VaultSource extends VaultCandidate {
  id: string;
  title: string;
  brand: string;
  photos: readonly string[];
}

/**
 * The showcase of `products` (any products: the Vault's are picked): the most valuable
 * first, then by title; at most {@link VAULT_SHOWCASE_LIMIT}.
 */
export function vaultShowcase(
  products: readonly VaultSource[],
): Omit<VaultShowcaseDoc, 'updated_at'> {
  const pieces = products
    .filter(isVaultPiece)
    .sort(
      (a, b) => b.price - a.price || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    );
  return {
    pieces: pieces.slice(0, VAULT_SHOWCASE_LIMIT).map((p) => ({
      id: p.id,
      title: p.title,
      brand: p.brand,
      photo: p.photos[0] ?? null,
      price: p.price,
    })),
    total: pieces.length,
  };
}

/** The fields of a product the showcase shows or picks by. */
const SHOWN_FIELDS = ['title', 'brand', 'photos', 'price', 'status', 'access_levels'] as const;

/**
 * Whether a product write may change the showcase: the product is (or was) a Vault piece,
 * and a field the showcase shows or picks by changed.
 */
export function vaultTouched(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): boolean {
  const piece = (data: Record<string, unknown> | null) =>
    data !== null &&
    isVaultPiece({
      status: String(data.status ?? ''),
      access_levels: String(data.access_levels ?? ''),
      price: typeof data.price === 'number' ? data.price : 0,
    });
  if (!piece(before) && !piece(after)) return false;
  if (before === null || after === null) return true;
  return SHOWN_FIELDS.some(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
