/**
 * "Print swap label". The spec's action makes no call and only confirms; there is no
 * label service yet, so this resolves at once. It is a hook so the label service can
 * arrive here without touching the screen.
 */
import { useCallback } from 'react';
import type { Order } from '@unlimited/domain';

export const RETURN_LABEL_SUCCESS = 'Return label generated! Check your email.';
export const RETURN_LABEL_FAILED = 'Failed to generate return label. Please try again.';

export function useReturnLabel(): (order: Pick<Order, 'id'>) => Promise<void> {
  return useCallback(async () => {}, []);
}
