import type { WaitlistSignup } from '@unlimited/domain';
import type { WaitlistCounts } from '../api/get-waitlist-stats';

export function makeSignup(overrides: Partial<WaitlistSignup> & { id: string }): WaitlistSignup {
  return {
    full_name: 'Jane Doe',
    email: 'jane@example.com',
    tier: 'elite',
    zip_code: '10001',
    excitement_reason: 'Trying new bags',
    comment: 'Love the idea',
    status: 'pending',
    submitted_at: new Date(2026, 9, 5, 12),
    notes: null,
    updated_at: new Date(2026, 9, 5, 12),
    source: 'web',
    style_answers: null,
    referred_by: null,
    referred_by_email: null,
    referred: false,
    ...overrides,
  };
}

export const signups: WaitlistSignup[] = [
  makeSignup({ id: 's1' }),
  makeSignup({
    id: 's2',
    full_name: 'Mia Wong',
    email: 'mia@example.com',
    tier: 'crown',
    status: 'invited',
    notes: 'VIP referral',
    referred_by: 'seed-elite',
    referred_by_email: 'elite@unlimited.test',
    referred: true,
    zip_code: null,
    style_answers: {
      occasions: ['evening'],
      colours: ['black', 'metallics'],
      silhouettes: [],
      brands: ['chanel', 'hermes'],
      budget: 'up-to-10000',
    },
  }),
  makeSignup({
    id: 's3',
    full_name: 'Sam Lee',
    email: 'sam@other.org',
    tier: 'reserve',
    status: 'declined',
  }),
];

export const counts: WaitlistCounts = {
  total: 7,
  byStatus: { pending: 3, invited: 2, converted: 1, declined: 1 },
  byTier: { reserve: 2, elite: 4, crown: 1 },
};
