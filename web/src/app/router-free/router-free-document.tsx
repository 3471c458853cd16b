import { StrictMode, type ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toast-region';
import {
  DocumentLocationProvider,
  NavigationProvider,
  documentNavigation,
  type DocumentLocation,
} from '@/lib/navigation/navigation';

/**
 * A prerendered page that hydrates without React Router (web/src/entry-server.tsx
 * ROUTER_FREE_PAGES): the page at `location`, its links plain <a> elements that load the
 * next page, and the toast region. Prerendered and hydrated alike, so the markup matches.
 */
export function RouterFreeDocument({
  location,
  children,
}: {
  location: DocumentLocation;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <NavigationProvider navigation={documentNavigation}>
        <DocumentLocationProvider location={location}>
          {children}
          <ToastRegion />
        </DocumentLocationProvider>
      </NavigationProvider>
    </StrictMode>
  );
}
