/*
 * The visitor's catalogue over the Firestore REST API (`documents:runQuery`) with plain
 * fetch, so `/bags`, `/categories/:slug` and `/brands/:slug` show a signed-out visitor
 * their bags without loading the Firestore SDK. The query and its decoding are in
 * `catalog-query.ts`.
 */
import type { Product } from '@unlimited/domain';
import { env, type Env } from '@/config/env';
import {
  decodeCatalogResponse,
  publicCatalogRequest,
  type PublicCatalogOptions,
} from '@/lib/public-data/catalog-query';
import { firestoreRestOrigin, restQueryInit } from '@/lib/public-data/rest-base';

export type { CatalogCursor, PublicCatalogOptions } from '@/lib/public-data/catalog-query';

/** REST address of `runQuery` on the database root: the local emulator or production. */
export function runQueryUrl(
  config: Pick<Env, 'useEmulators' | 'emulatorHost' | 'firebase'> = env,
): string {
  return `${firestoreRestOrigin(config)}/v1/${databaseName(config)}/documents:runQuery`;
}

/** The database's resource name, which a page's cursor names its document in. */
const databaseName = (config: Pick<Env, 'firebase'> = env) =>
  `projects/${config.firebase.projectId}/databases/(default)`;

/** Fetches one catalogue query as a visitor; any failure rejects. */
export async function fetchPublicCatalog(
  options: PublicCatalogOptions,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  url: string = runQueryUrl(),
  signal?: AbortSignal,
): Promise<Product[]> {
  const response = await fetchImpl(
    url,
    restQueryInit(publicCatalogRequest(options, databaseName()), signal),
  );
  if (!response.ok) throw new Error(`Catalogue request failed with ${response.status}`);
  return decodeCatalogResponse(await response.json());
}
