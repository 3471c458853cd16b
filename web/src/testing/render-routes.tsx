import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { Toaster } from 'sonner';

/**
 * Renders `routes` in a memory router opened at `at` (a path, or a location with state),
 * beside the toast region as in the app. Returns the router, to read where a screen sent
 * the person, and a user-event session to act as them.
 */
export function renderRoutes(routes: RouteObject[], at: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, user: userEvent.setup() };
}
