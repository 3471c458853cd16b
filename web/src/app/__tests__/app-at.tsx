import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';

/**
 * The whole app at `path`, as main.tsx hydrates a prerendered page: the app's routes in a
 * router with no loader data, under StrictMode. For `hydrateShown`/`hydratePrerendered`.
 */
export function appAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: { loaderData: {} },
  });
  return (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
}
