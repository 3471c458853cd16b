import { Outlet, useMatches } from 'react-router-dom';
import { SkipLink } from '@/components/layout/skip-link';
import { AdminGuard } from '@/features/admin-auth/components/admin-guard';
import { AdminHeader } from '@/features/admin-auth/components/admin-header';
import { AdminNavDrawer, AdminSidebar } from '@/features/admin-nav/components/admin-sidebar';

/** Route `handle` of admin pages: the title the header shows. */
export interface AdminRouteHandle {
  title: string;
}

function hasTitle(handle: unknown): handle is AdminRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The deepest matched route's title. */
function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.title;
  }
  return 'Admin';
}

/** Every admin page but the login: guard, sidebar (a drawer on phones), common header, the page. */
export default function AdminLayout() {
  const title = usePageTitle();
  return (
    <AdminGuard>
      {(user) => (
        <div className="flex min-h-screen bg-neutral-50 dark:bg-neutral-900">
          <title>{`${title} · Unlimited Admin`}</title>
          <SkipLink label="Skip to main content" />
          <AdminSidebar />
          <div className="min-w-0 flex-1">
            <AdminHeader title={title} email={user.email} navigation={<AdminNavDrawer />} />
            <main
              id="content"
              tabIndex={-1}
              className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 sm:py-8"
            >
              <Outlet />
            </main>
          </div>
        </div>
      )}
    </AdminGuard>
  );
}
