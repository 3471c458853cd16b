/**
 * A Club member's referral code, remembered for the visit once a friend opens her link
 * (`/waitlist?ref=CODE`), so that any waitlist form she joins from later in the visit
 * (the style quiz's, or `/waitlist` reached again without the code) sends it.
 *
 * Kept in sessionStorage, not localStorage: it lasts as long as the visit (this tab),
 * which is what the link means, and needs no expiry of its own; on a shared computer it
 * does not credit the member with someone else's signup days later. The server checks the
 * code on every join (a member's, not the friend's own), so what is kept here grants
 * nothing.
 */
import { normaliseReferralCode } from '@unlimited/domain';

export const REFERRAL_STORAGE_KEY = 'unlimited:referral-code';

/** Remembers `code` for the visit, in its stored form; a value that is no code is ignored. */
export function rememberReferralCode(code: string | null): void {
  const normalised = normaliseReferralCode(code);
  if (normalised === null) return;
  try {
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, normalised);
  } catch {
    // Storage refused (private mode, full): the link's own page still sends its code.
  }
}

/** The code remembered for this visit, or null (a stable string for `useSyncExternalStore`). */
export function readReferralCode(): string | null {
  try {
    return normaliseReferralCode(window.sessionStorage.getItem(REFERRAL_STORAGE_KEY));
  } catch {
    return null;
  }
}
