import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import LandingRoute from '@/app/routes/landing';
import RootLayout from '@/app/routes/root-layout';
import { RouteError } from '@/app/routes/route-error';

/** Loads a route module on demand; React Router renders its default export. */
const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const module = await load();
  return { Component: module.default };
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.home, element: <LandingRoute /> },
      {
        // Everything under this layout talks to Firebase; it is split from the public bundle.
        lazy: lazyRoute(() => import('@/app/routes/firebase-layout')),
        children: [
          {
            path: paths.dashboard,
            lazy: lazyRoute(() => import('@/app/routes/dashboard')),
          },
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('@/app/routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
