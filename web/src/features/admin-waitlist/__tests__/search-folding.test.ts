/** The waitlist search folds case and accents (issue 28). */
import { describe, expect, it } from 'vitest';
import type { WaitlistSignup } from '@unlimited/domain';
import { matchesSignupSearch } from '@/features/admin-waitlist/components/waitlist-format';

describe('signup search without the accents', () => {
  it('finds a signup by an accented note typed plainly', () => {
    const signup = { email: 'zoe@example.com', notes: 'Wants the Hermès Kelly' } as WaitlistSignup;
    expect(matchesSignupSearch(signup, 'HERMES')).toBe(true);
    expect(matchesSignupSearch(signup, 'zoe@')).toBe(true);
    expect(matchesSignupSearch(signup, 'chanel')).toBe(false);
  });
});
