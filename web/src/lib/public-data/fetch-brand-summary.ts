import {
  brandSummaryDocId,
  readBrandSummaryBrands,
  type BrandSummaryEntry,
  type TierId,
} from '@unlimited/domain';
import { env } from '@/config/env';
import { decodeRestFields, type RestDocument } from '@/lib/public-data/firestore-rest';
import { firestoreRestDocuments, type RestConfig } from '@/lib/public-data/rest-base';

/*
 * Reads a brand list (`catalog/brands` for visitors, `catalog/brands-{tier}` for a
 * member, with their ID token) over the Firestore REST API with plain fetch, so public
 * pages never load the Firestore SDK. Loaded on demand by `useBrandSummary`.
 */

/** Who asks: a member's tier and ID token, or `null` for a visitor. */
export interface BrandAudience {
  tier: TierId;
  idToken: () => Promise<string>;
}

/** REST address of a brand list: the local emulator or the production endpoint. */
export function brandSummaryUrl(tier: TierId | null = null, config: RestConfig = env) {
  return `${firestoreRestDocuments(config)}/catalog/${brandSummaryDocId(tier)}`;
}

/** The brands of a REST document, checked by the domain's brand-summary rules (no zod). */
export function decodeBrandSummaryDocument(document: unknown): BrandSummaryEntry[] {
  const fields = (document as Partial<RestDocument> | null)?.fields;
  return readBrandSummaryBrands(decodeRestFields(fields));
}

/**
 * Fetches and decodes the brand list of `audience` (a visitor's when `null`). A missing
 * document (404: no products yet) is an empty list; any other failure rejects.
 */
export async function fetchBrandSummary(
  audience: BrandAudience | null = null,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  url: string = brandSummaryUrl(audience?.tier ?? null),
): Promise<BrandSummaryEntry[]> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (audience !== null) headers.Authorization = `Bearer ${await audience.idToken()}`;
  const response = await fetchImpl(url, { headers });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`Brand summary request failed with ${response.status}`);
  return decodeBrandSummaryDocument(await response.json());
}
