import { hydrateRouterFree } from '@/app/router-free/hydrate';
import { LandingDocument } from '@/app/router-free/landing-document';
import { paths } from '@/config/paths';

/*
 * The entry of `/` (web/scripts/prerender.mjs loads it in place of the app's). The landing
 * page is prerendered and each of its links leads to another page, so it hydrates on its
 * own, without React Router and the route table (≈ 35 KB gzip less to load and run): its
 * links are plain <a> elements (@/lib/navigation).
 */
hydrateRouterFree(paths.home, (location) => <LandingDocument location={location} />);
