/**
 * The Vault showcase's document (`catalog/vault`, vault.ts) as a schema: apart from
 * vault.ts so the public `/vault` page takes the Vault's constants without zod. Readers
 * use `readVaultShowcase` (vault-reading.ts), this rule in plain code.
 */
import { z } from 'zod';
import { VAULT_SHOWCASE_LIMIT } from './vault-constants';

export const vaultPieceSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  brand: z.string(),
  /** The piece's main photo, or `null` without photos. */
  photo: z.string().nullable(),
  /** Retail value in cents. */
  price: z.number().int().nonnegative(),
});
export type VaultPiece = z.output<typeof vaultPieceSchema>;

export const vaultShowcaseDocSchema = z.object({
  pieces: z.array(vaultPieceSchema).max(VAULT_SHOWCASE_LIMIT),
  /** How many pieces the Vault holds (the showcase may list fewer). */
  total: z.number().int().nonnegative(),
  updated_at: z.date(),
});
export type VaultShowcaseDoc = z.output<typeof vaultShowcaseDocSchema>;
