import { lazy, Suspense } from 'react';
import { PublicLayout } from '@/components/layout/public-layout';

/** The bell loads Firebase, so only for someone the navigation hint says is signed in. */
const MemberBell = lazy(() => import('./member-bell'));

/** The site's shell (see PublicLayout), with the notifications bell for members. */
export default function SiteLayout() {
  return (
    <PublicLayout
      memberActions={
        <Suspense fallback={null}>
          <MemberBell />
        </Suspense>
      }
    />
  );
}
