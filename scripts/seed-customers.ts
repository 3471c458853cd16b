/**
 * Seed documents of the admin Customers page: each account's `customers/{uid}` summary,
 * derived by the same domain rule as the trigger that keeps it, and a few admin notes.
 */
import {
  customerFromDocs,
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
}

/** One summary per account, as the customer trigger would write it. */
export function seedCustomers(accounts: readonly AccountLike[], now: Date): SeedDoc<CustomerDoc>[] {
  return accounts.flatMap((account) => {
    const data = customerFromDocs(account.profile, account.subscription, now);
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
