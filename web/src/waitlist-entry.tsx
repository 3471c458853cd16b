import { hydrateRouterFree } from '@/app/router-free/hydrate';
import { WaitlistDocument } from '@/app/router-free/waitlist-document';
import { paths } from '@/config/paths';

/*
 * The entry of `/waitlist` (web/scripts/prerender.mjs loads it in place of the app's):
 * the waitlist page and the site's shell hydrate without React Router and the route table
 * (≈ 35 KB gzip less to load and run before the form can be used); their links load the
 * next page (@/lib/navigation).
 */
hydrateRouterFree(paths.waitlist, (location) => <WaitlistDocument location={location} />);
