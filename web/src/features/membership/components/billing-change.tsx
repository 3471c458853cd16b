import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  CHANGE_PROCESSING,
  CHANGE_STILL_PROCESSING,
  awaitedChangeShows,
  type AwaitedChange,
  type MembershipChangeResult,
  type Subscription,
} from '@unlimited/domain';
import { toast } from '@/lib/toast';

/** How long the page waits for billing's write before it says the change is still processing. */
export const CHANGE_WAIT_MS = 30_000;

/** What a billing-backed action hands its callable's answer to. */
export interface BillingChangeTracker {
  /**
   * Resolves `true` once the member's membership document shows the change (the success
   * message is then shown), or `false` when it has not within the wait (the member is told
   * it is still processing and what to do). Never a success message before it shows.
   */
  track: (result: MembershipChangeResult) => Promise<boolean>;
  /** A change is being waited for: actions stay disabled. */
  processing: boolean;
}

const BillingChangeContext = createContext<BillingChangeTracker | null>(null);

interface Pending {
  awaiting: AwaitedChange;
  message: string;
  resolve: (shown: boolean) => void;
}

/**
 * Waits, for the actions inside it, until the live `subscription` (the membership
 * document, as the page reads it) shows what billing was asked for, and says so only
 * then; shows a processing status meanwhile. Lives on the page, above the buttons, so a
 * button that disappears once its change shows (Keep My Membership) does not take the
 * wait with it.
 */
export function BillingChangeProvider({
  subscription,
  waitMs = CHANGE_WAIT_MS,
  children,
}: {
  subscription: Subscription | null;
  waitMs?: number;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const latest = useRef(subscription);
  useEffect(() => {
    latest.current = subscription;
  }, [subscription]);

  const finish = useCallback((entry: Pending, shown: boolean) => {
    setPending((current) => (current === entry ? null : current));
    if (shown) toast.success(entry.message);
    else toast.info(CHANGE_STILL_PROCESSING, { duration: 15_000 });
    entry.resolve(shown);
  }, []);

  const track = useCallback((result: MembershipChangeResult) => {
    const { awaiting, message } = result;
    const now = latest.current;
    if (awaiting === null || (now !== null && awaitedChangeShows(awaiting, now))) {
      toast.success(message);
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => setPending({ awaiting, message, resolve }));
  }, []);

  const shown =
    pending !== null && subscription !== null && awaitedChangeShows(pending.awaiting, subscription);
  useEffect(() => {
    // The membership document arrived showing the change: say so, and stop waiting.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reacting to the live document (an external store) is what this effect is for
    if (shown && pending !== null) finish(pending, true);
  }, [shown, pending, finish]);

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => finish(pending, false), waitMs);
    return () => clearTimeout(timer);
  }, [pending, waitMs, finish]);

  return (
    <BillingChangeContext value={{ track, processing: pending !== null }}>
      <p role="status" className={pending === null ? 'sr-only' : 'text-sm font-semibold'}>
        {pending === null ? '' : CHANGE_PROCESSING}
      </p>
      {children}
    </BillingChangeContext>
  );
}

/** The page's {@link BillingChangeProvider}. */
export function useBillingChange(): BillingChangeTracker {
  const tracker = use(BillingChangeContext);
  if (tracker === null) throw new Error('useBillingChange needs a BillingChangeProvider');
  return tracker;
}
