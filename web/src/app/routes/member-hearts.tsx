import type { ReactNode } from 'react';
import type { Product } from '@unlimited/domain';
import { HeartButton } from '@/features/hearts/components/heart-button';
import { HeartsProvider } from '@/features/hearts/components/hearts-context';
import { useSession } from '@/lib/session/session';

/** The signed-in member's hearts around `children` (nobody else has hearts). */
export function MemberHearts({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'signed-in') return <>{children}</>;
  return <HeartsProvider uid={session.user.uid}>{children}</HeartsProvider>;
}

/** A catalogue card's heart (renders nothing outside {@link MemberHearts}). */
export function heartAction(product: Product): ReactNode {
  return <HeartButton bag={product} />;
}
