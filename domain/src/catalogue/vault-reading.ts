/**
 * `readVaultShowcase`: the showcase's document (`catalog/vault`) read as
 * `vaultShowcaseDocSchema` reads it, in plain code, so the public `/vault` page reads it
 * at start without loading zod (its evaluation and the parse were 143 ms of the main
 * thread with the CPU slowed four times, docs/BENCH.md "2026-12-01 (day)"). A property test holds the two to
 * the same answer (__tests__/vault-reading.test.ts); the schema stays the rule writers
 * check against.
 */
import type { VaultPiece } from './vault-schema';
import { VAULT_SHOWCASE_LIMIT } from './vault-constants';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** zod's `z.number().int().nonnegative()`: a safe integer, zero or more. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** A piece as `vaultPieceSchema` reads it (its fields only), or `null`. */
function readPiece(value: unknown): VaultPiece | null {
  if (!isRecord(value)) return null;
  const { id, title, brand, photo, price } = value;
  if (!isText(id) || id.length === 0 || !isText(title) || title.length === 0) return null;
  if (!isText(brand) || !(photo === null || isText(photo)) || !isCount(price)) return null;
  return { id, title, brand, photo, price };
}

/** The showcase's pieces from a stored document; an unreadable one lists none. */
export function readVaultShowcase(data: unknown): { pieces: VaultPiece[]; total: number } {
  const none = { pieces: [], total: 0 };
  if (!isRecord(data) || !Array.isArray(data.pieces) || !isCount(data.total)) return none;
  if (data.pieces.length > VAULT_SHOWCASE_LIMIT) return none;
  const pieces: VaultPiece[] = [];
  for (const value of data.pieces as unknown[]) {
    const piece = readPiece(value);
    if (piece === null) return none;
    pieces.push(piece);
  }
  return { pieces, total: data.total };
}
