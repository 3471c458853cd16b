import type { TierId } from '@unlimited/domain';
import type { Session } from './session';

/** The tier the catalogue is shown for (Select Access: the tier above); `null` for visitors. */
export function catalogTier(session: Session): TierId | null {
  return session.status === 'signed-in' ? (session.accessTier ?? session.tier) : null;
}
