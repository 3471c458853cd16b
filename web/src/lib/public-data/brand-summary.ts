import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BrandAudience } from '@/lib/public-data/fetch-brand-summary';

/*
 * The brand list (name, slug, number of visible products) for the navigation's Brands
 * dropdown and the /brands pages: a visitor's, or once the session is known under the
 * Firebase routes, the member's tier's (`setBrandAudience`), so nobody sees a brand they
 * have no bag of. One request per page load and audience, shared by every component
 * through a module-level cache; the fetching code (environment, schema, decoder) is
 * loaded on first use so it stays out of the initial bundle.
 */

export interface PublicBrand {
  name: string;
  slug: string;
  count: number;
}

export interface BrandSummaryState {
  status: 'loading' | 'error' | 'success';
  brands: PublicBrand[];
}

type Loader = (audience: BrandAudience | null) => Promise<PublicBrand[]>;

const defaultLoader: Loader = async (audience) => {
  const { fetchBrandSummary } = await import('@/lib/public-data/fetch-brand-summary');
  return fetchBrandSummary(audience);
};

const LOADING: BrandSummaryState = { status: 'loading', brands: [] };
let state: BrandSummaryState = LOADING;
let inFlight: Promise<void> | null = null;
let loader: Loader = defaultLoader;
let audience: BrandAudience | null = null;
const listeners = new Set<() => void>();

function setState(next: BrandSummaryState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

/** Starts the request unless it has already succeeded, failed or is under way. */
function load(): void {
  if (state.status !== 'loading' || inFlight) return;
  const request = loader(audience).then(
    (brands) => {
      if (inFlight === request) setState({ status: 'success', brands });
    },
    () => {
      // The UI shows the failure; no console noise for an unreachable backend.
      if (inFlight === request) setState({ status: 'error', brands: [] });
    },
  );
  inFlight = request;
  void request.finally(() => {
    if (inFlight === request) inFlight = null;
  });
}

/** Drops the cached result and asks again. */
function retry(): void {
  inFlight = null;
  setState(LOADING);
  load();
}

/**
 * Whose brand list to show: a member's tier (with their ID token), or `null` for a
 * visitor. A change drops the cached list and, if anyone shows it, asks again.
 */
export function setBrandAudience(next: BrandAudience | null): void {
  if ((next?.tier ?? null) === (audience?.tier ?? null)) {
    audience = next;
    return;
  }
  audience = next;
  inFlight = null;
  const shown = state.status !== 'loading' || listeners.size > 0;
  setState(LOADING);
  if (shown) load();
}

/**
 * The shared brand list, loading it on first use; `retry` asks again after an error.
 * With `enabled: false` it only reads the cache (the navigation waits for the visitor to
 * reach for the Brands menu before asking).
 */
export function useBrandSummary({ enabled = true }: { enabled?: boolean } = {}): BrandSummaryState & {
  retry: () => void;
} {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (enabled) load();
  }, [enabled]);
  const retryRequest = useCallback(() => retry(), []);
  return { ...snapshot, retry: retryRequest };
}

/** Tests: forget the cached result and optionally replace how brands are fetched. */
export function resetBrandSummaryForTests(nextLoader: Loader = defaultLoader): void {
  state = LOADING;
  inFlight = null;
  loader = nextLoader;
  audience = null;
  listeners.clear();
}
