/**
 * The bags a visitor's picks come from: the public closet, read over REST as `/bags` reads
 * it (`@/lib/public-data/catalog-rest`, no Firebase SDK), newest first, a few pages' worth
 * in one request.
 */
import { useEffect, useState } from 'react';
import { fetchPublicCatalog } from '@/lib/public-data/catalog-rest';
import type { PicksState } from '../components/quiz-picks';

/** How many of the newest public bags the visitor's picks are ranked from. */
export const PUBLIC_PICKS_POOL = 96;

/** The visitor's closet for the picks (read once the results show). */
export function usePublicPicks(): PicksState {
  const [state, setState] = useState<PicksState>({ status: 'loading', products: [] });
  useEffect(() => {
    const abort = new AbortController();
    fetchPublicCatalog({ pageSize: PUBLIC_PICKS_POOL }, undefined, undefined, abort.signal).then(
      (products) => {
        if (!abort.signal.aborted) setState({ status: 'success', products });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load the closet for the quiz picks', error);
        setState({ status: 'error', products: [] });
      },
    );
    return () => abort.abort();
  }, []);
  return state;
}
