import { lazy, Suspense, type ReactNode } from 'react';
import { PublicShell } from '@/components/layout/public-layout';

/** The bell loads Firebase, so only for someone the navigation hint says is signed in. */
const MemberBell = lazy(() => import('@/app/routes/member-bell'));

/** The site's shell (see PublicShell) around a page, with the notifications bell for members. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <PublicShell
      memberActions={
        <Suspense fallback={null}>
          <MemberBell />
        </Suspense>
      }
    >
      {children}
    </PublicShell>
  );
}
