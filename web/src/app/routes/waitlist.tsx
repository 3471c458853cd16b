import { WaitlistPage } from '@/features/waitlist/components/waitlist-page';

/** `/waitlist`: public and Firebase-free (the signup goes through `@/lib/callable`). */
export default function WaitlistRoute() {
  return <WaitlistPage />;
}
