/**
 * The Vault showcase's document (`catalog/vault`, vault.ts) as a schema, and its reader:
 * apart from vault.ts so the public `/vault` page takes the Vault's constants without zod
 * (it reads the document through `readVaultShowcase`, loaded beside the request).
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

/** The showcase's pieces from a stored document; an unreadable one lists none. */
export function readVaultShowcase(data: unknown): { pieces: VaultPiece[]; total: number } {
  const parsed = vaultShowcaseDocSchema.omit({ updated_at: true }).safeParse(data);
  return parsed.success ? parsed.data : { pieces: [], total: 0 };
}
