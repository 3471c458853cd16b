import { brandSummaryDocSchema, type BrandSummaryEntry } from '@unlimited/domain';
import firebaseJson from '../../../../firebase.json';
import { env, type Env } from '@/config/env';
import { decodeRestFields, type RestDocument } from '@/lib/public-data/firestore-rest';

/*
 * Reads the public `catalog/brands` document over the Firestore REST API with plain
 * fetch, so public pages never load the Firestore SDK. Loaded on demand by
 * `useBrandSummary` (this module pulls in the environment and the schema).
 */

/** REST address of `catalog/brands`: the local emulator or the production endpoint. */
export function brandSummaryUrl(config: Pick<Env, 'useEmulators' | 'emulatorHost' | 'firebase'> = env) {
  const base = config.useEmulators
    ? `http://${config.emulatorHost}:${firebaseJson.emulators.firestore.port}`
    : 'https://firestore.googleapis.com';
  return `${base}/v1/projects/${config.firebase.projectId}/databases/(default)/documents/catalog/brands`;
}

/** The brands of a REST document, validated against the domain's brand-summary schema. */
export function decodeBrandSummaryDocument(document: unknown): BrandSummaryEntry[] {
  const fields = (document as Partial<RestDocument> | null)?.fields;
  const parsed = brandSummaryDocSchema.safeParse(decodeRestFields(fields));
  if (!parsed.success) throw new Error('The brand summary document has an unexpected shape');
  return parsed.data.brands;
}

/**
 * Fetches and decodes the brand summary. A missing document (404: no products yet) is an
 * empty list; any other failure rejects.
 */
export async function fetchBrandSummary(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  url: string = brandSummaryUrl(),
): Promise<BrandSummaryEntry[]> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`Brand summary request failed with ${response.status}`);
  return decodeBrandSummaryDocument(await response.json());
}
