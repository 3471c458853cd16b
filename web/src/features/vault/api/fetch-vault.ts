/**
 * Reads the Vault's showcase (`catalog/vault`, domain `vault.ts`) over the Firestore REST
 * API with plain fetch, as the brand lists are read: public to everyone, so the page loads
 * no Firestore SDK for anyone.
 */
import { VAULT_DOC_ID, readVaultShowcase, type VaultPiece } from '@unlimited/domain';
import { env } from '@/config/env';
import { decodeRestFields, type RestDocument } from '@/lib/public-data/firestore-rest';
import { firestoreRestDocuments, type RestConfig } from '@/lib/public-data/rest-base';

export interface VaultShowcase {
  pieces: VaultPiece[];
  total: number;
}

/** REST address of the showcase: the local emulator or the production endpoint. */
export function vaultUrl(config: RestConfig = env) {
  return `${firestoreRestDocuments(config)}/catalog/${VAULT_DOC_ID}`;
}

/**
 * The showcase's pieces. A missing document (404: no Vault piece yet) is an empty Vault;
 * any other failure rejects.
 */
export async function fetchVaultShowcase(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  url: string = vaultUrl(),
  signal?: AbortSignal,
): Promise<VaultShowcase> {
  // A plain GET (no header of its own): the request the prerendered page preloads
  // (entry-server.tsx PAGE_PRELOADS), so the browser answers it from that preload. Read
  // by domain `readVaultShowcase`, the schema's rule in plain code: no zod on this page.
  const response = await fetchImpl(url, { signal });
  if (response.status === 404) return { pieces: [], total: 0 };
  if (!response.ok) throw new Error(`Vault request failed with ${response.status}`);
  const document = (await response.json()) as Partial<RestDocument> | null;
  return readVaultShowcase(decodeRestFields(document?.fields));
}
