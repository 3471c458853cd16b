/**
 * Seed documents of the admin Customers and Coupons pages: each account's
 * `customers/{uid}` summary, derived by the same domain rule as the trigger that keeps it,
 * a few admin notes, and two promotion codes.
 */
import {
  customerFromDocs,
  type CouponDoc,
  type CustomerDoc,
  type CustomerNoteDoc,
  type ProfileDoc,
  type SubscriptionDoc,
} from '@unlimited/domain';

interface SeedDoc<T> {
  id: string;
  data: T;
}

interface AccountLike {
  uid: string;
  profile: ProfileDoc;
  subscription: SubscriptionDoc | null;
  claims: { admin?: true };
}

/** One summary per account, as the customer trigger would write it (none for the admin). */
export function seedCustomers(accounts: readonly AccountLike[], now: Date): SeedDoc<CustomerDoc>[] {
  return accounts.flatMap((account) => {
    const data = customerFromDocs(account.profile, account.subscription, now, {
      staff: account.claims.admin === true,
    });
    return data === null ? [] : [{ id: account.uid, data }];
  });
}

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** Admin notes about the seed members (fixed ids, so re-seeding keeps them). */
export function seedCustomerNotes(now: Date): SeedDoc<CustomerNoteDoc>[] {
  const author = 'admin@unlimited.test';
  return [
    {
      id: 'seed-note-crown-1',
      data: {
        uid: 'seed-crown',
        text: 'Prefers deliveries before noon; the concierge desk signs for parcels.',
        author,
        created_at: hoursAgo(now, 72),
      },
    },
    {
      id: 'seed-note-elite-1',
      data: {
        uid: 'seed-elite',
        text: 'Asked about the Hermès waitlist; follow up when a Kelly comes back.',
        author,
        created_at: hoursAgo(now, 30),
      },
    },
  ];
}

/**
 * Two promotion codes billed by the demo billing mode: one any invitee can use, one
 * already switched off. Nobody has redeemed them yet (no seed subscription records one).
 */
export function seedCoupons(now: Date): SeedDoc<CouponDoc>[] {
  const admin = 'admin@unlimited.test';
  const base = {
    amount_off_cents: null,
    duration_in_months: null,
    max_redemptions: null,
    expires_at: null,
    redemptions: 0,
    billing_mode: 'demo' as const,
    stripe_coupon_id: null,
    stripe_promotion_code_id: null,
    created_by: admin,
    deactivated_at: null,
  };
  return [
    {
      id: 'WELCOME20',
      data: {
        ...base,
        code: 'WELCOME20',
        kind: 'percent',
        percent_off: 20,
        duration: 'repeating',
        duration_in_months: 3,
        max_redemptions: 100,
        expires_at: new Date(now.getTime() + 90 * 86_400_000),
        active: true,
        created_at: hoursAgo(now, 240),
        updated_at: hoursAgo(now, 240),
      },
    },
    {
      id: 'SUMMER25',
      data: {
        ...base,
        code: 'SUMMER25',
        kind: 'amount',
        percent_off: null,
        amount_off_cents: 2500,
        duration: 'once',
        active: false,
        created_at: hoursAgo(now, 2000),
        updated_at: hoursAgo(now, 700),
        deactivated_at: hoursAgo(now, 700),
      },
    },
  ];
}
