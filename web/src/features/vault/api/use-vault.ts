import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchVaultShowcase, type VaultShowcase } from './fetch-vault';

export type VaultState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; showcase: VaultShowcase };

/** The Vault's showcase, read once when the page opens (and again on retry). */
export function useVaultShowcase(load: typeof fetchVaultShowcase = fetchVaultShowcase): VaultState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; result: VaultState } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    load(undefined, undefined, abort.signal).then(
      // A transition, as the Magazine's (use-magazine.ts): an answer that arrives while the
      // page hydrates would otherwise finish the hydration in one blocking task.
      (showcase) =>
        startTransition(() => setState({ attempt, result: { status: 'success', showcase } })),
      () => {
        if (!abort.signal.aborted) setState({ attempt, result: { status: 'error', retry } });
      },
    );
    return () => abort.abort();
  }, [attempt, load, retry]);

  return state !== null && state.attempt === attempt ? state.result : { status: 'loading' };
}
