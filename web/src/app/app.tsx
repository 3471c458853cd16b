import { RouterProvider } from 'react-router-dom';
import type { createRouter } from '@/app/router';

/** The app around a router made by `createRouter` (main.tsx creates it once). */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return <RouterProvider router={router} />;
}
