import { matchRoutes, type RouteMatch } from 'react-router-dom';
import { routes } from '@/app/router';

/**
 * Loads the lazy route modules of `location` into the route table, as the router would on
 * its own: a prerendered page is hydrated with them in place (main.tsx), else the router
 * would render its HydrateFallback over the page while they load. `matches`: the routes of
 * `location` when the caller has matched them already (matching ranks the whole route
 * table, milliseconds each time on a slow phone).
 */
export async function loadMatchedRoutes(
  location: Pick<Location, 'pathname'> = window.location,
  matches: readonly RouteMatch[] = matchRoutes(routes, location) ?? [],
) {
  await Promise.all(
    matches
      .filter((match) => match.route.lazy)
      .map(async ({ route }) => {
        const load = route.lazy as () => Promise<Partial<typeof route>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
  );
}
