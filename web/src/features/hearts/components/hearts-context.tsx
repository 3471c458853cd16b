/**
 * The member's hearts, read once for a page and shared by every heart button on it (a
 * catalogue grid would otherwise open one listener per card).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Heart } from '@unlimited/domain';
import { useHearts } from '../api/get-hearts';
import { useToggleHeart, type ToggleHeart } from '../api/toggle-heart';

export interface HeartsValue {
  status: 'loading' | 'error' | 'success';
  hearts: Heart[];
  saved: ReadonlySet<string>;
  toggle: ToggleHeart;
}

const HeartsContext = createContext<HeartsValue | null>(null);

/** The hearts of `uid` for the buttons below (none without a provider). */
export function HeartsProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const state = useHearts(uid);
  const toggle = useToggleHeart(uid);
  const value = useMemo<HeartsValue>(
    () => ({
      status: state.status,
      hearts: state.hearts,
      saved: new Set(state.hearts.map((heart) => heart.product_id)),
      toggle,
    }),
    [state.status, state.hearts, toggle],
  );
  return <HeartsContext.Provider value={value}>{children}</HeartsContext.Provider>;
}

/** The hearts of the page, or null outside a {@link HeartsProvider}. */
export function useHeartsContext(): HeartsValue | null {
  return useContext(HeartsContext);
}
