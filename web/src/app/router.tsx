import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import RootLayout from '@/app/routes/root-layout';
import { RouteError } from '@/app/routes/route-error';
import { asksAvailableNow } from '@/config/catalog';
import { readSignedInHint } from '@/lib/public-data/signed-in-hint';

/** Loads a route module on demand; React Router renders its default export. */
const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const module = await load();
  return { Component: module.default };
};

/** A server-rendered Magazine page's data, kept for its first render (hydration). */
const primeMagazine = () =>
  import('@/features/magazine/api/page-data').then((data) => data.primeMagazineFromPage());

/**
 * Route modules that talk to Firebase; loading one pulls the SDKs in (never on public
 * pages): Auth alone, Auth with Firestore and Functions, or those two added under Auth.
 */
const firebaseLayout = lazyRoute(() => import('@/app/routes/firebase-layout'));
const firebaseDataLayout = lazyRoute(() => import('@/app/routes/firebase-data-layout'));
const dataLayout = lazyRoute(() => import('@/app/routes/data-layout'));
/** The sign-in pages: Auth loads beside the page rather than before it. */
const signInLayout = lazyRoute(() => import('@/app/routes/sign-in-layout'));

/**
 * The products table's first query, started beside the screen's code rather than after
 * it, for admins only (`warm-admin-products.ts`). First thing on a fresh page (main.tsx,
 * `handle.warm`), or when the route starts loading.
 */
const warmAdminProducts = () =>
  void import('@/features/admin-products/api/warm-admin-products')
    .then((module) => module.warmAdminProducts())
    .catch(() => {
      // Not loaded (offline, a new deploy): the table asks for its rows when it mounts.
    });

/**
 * The admin waitlist's first query, likewise (`warm-admin-waitlist.ts`), on a fresh page
 * only: it reads the list's filters from the address, which is the page's own there
 * (while the router loads a route it navigates to, the address is still the previous one).
 */
const warmAdminWaitlist = () =>
  void import('@/features/admin-waitlist/api/warm-admin-waitlist')
    .then((module) => module.warmAdminWaitlist())
    .catch(() => {
      // Not loaded: the list asks for its rows when it mounts.
    });

/**
 * A visitor's bags (`/bags`, prerendered), asked for beside the page's code rather than
 * after it has loaded and hydrated: first thing on a fresh page (main.tsx, `handle.warm`).
 * Not for someone the navigation hint says is signed in (their catalogue is live).
 */
const warmVisitorCatalog = () => {
  // The filtered closet (`?available=1`) is another query: the page asks for it.
  if (readSignedInHint() || asksAvailableNow(window.location.search)) return;
  void import('@/features/bags/api/get-public-catalog')
    .then((module) => module.prefetchPublicCatalog())
    .catch(() => {
      // Not loaded (offline, a new deploy): the page asks for its bags when it mounts.
    });
};

/**
 * The prerendered `/bags` about to be hydrated: its early script (`src/bags-entry.ts`)
 * changes nothing from now on, and the page starts with the cards it put up, if any.
 */
const settleEarlyBags = () =>
  import('@/features/bags/api/public-first-page')
    .then((module) => module.closeEarlyPage())
    .catch(() => {
      // Not loaded: neither was the page, which main.tsx then renders afresh.
    });

/** Admin pages; `handle.title` is the page title the admin header shows. */
const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Admin Dashboard' },
    lazy: lazyRoute(() => import('@/app/routes/admin/dashboard')),
  },
  {
    path: paths.admin.dashboardAlias,
    handle: { title: 'Admin Dashboard' },
    lazy: lazyRoute(() => import('@/app/routes/admin/dashboard')),
  },
  {
    path: paths.admin.products,
    handle: { title: 'Product Management', warm: warmAdminProducts },
    lazy: lazyRoute(() => {
      warmAdminProducts();
      return import('@/app/routes/admin/products');
    }),
  },
  {
    path: paths.admin.waitlist,
    handle: { title: 'Waitlist Management', warm: warmAdminWaitlist },
    lazy: lazyRoute(() => import('@/app/routes/admin/waitlist')),
  },
  {
    path: paths.admin.orders,
    handle: { title: 'Order Management' },
    lazy: lazyRoute(() => import('@/app/routes/admin/orders')),
  },
  {
    path: paths.admin.customers,
    handle: { title: 'Customer Management' },
    lazy: lazyRoute(() => import('@/app/routes/admin/customers')),
  },
  {
    path: `${paths.admin.customers}/:uid`,
    handle: { title: 'Customer Management' },
    lazy: lazyRoute(() => import('@/app/routes/admin/customer')),
  },
  {
    path: paths.admin.swaps,
    handle: { title: 'Swap Queue Management' },
    lazy: lazyRoute(() => import('@/app/routes/admin/swaps')),
  },
  {
    path: paths.admin.coupons,
    handle: { title: 'Coupon & Promo Management' },
    lazy: lazyRoute(() => import('@/app/routes/admin/coupons')),
  },
  {
    path: paths.admin.tasks,
    handle: { title: 'Task Queue Management' },
    lazy: lazyRoute(() => import('@/app/routes/admin/tasks')),
  },
  {
    path: paths.admin.outbox,
    handle: { title: 'Outbox' },
    lazy: lazyRoute(() => import('@/app/routes/admin/outbox')),
  },
  {
    path: `${paths.admin.outbox}/:mailId`,
    handle: { title: 'Outbox' },
    lazy: lazyRoute(() => import('@/app/routes/admin/outbox-message')),
  },
  {
    path: paths.admin.activity,
    handle: { title: 'Activity Log' },
    lazy: lazyRoute(() => import('@/app/routes/admin/activity')),
  },
  {
    path: paths.admin.analytics,
    handle: { title: 'Analytics & Reports' },
    lazy: lazyRoute(() => import('@/app/routes/admin/analytics')),
  },
  {
    path: paths.admin.magazine,
    handle: { title: 'Magazine' },
    lazy: lazyRoute(() => import('@/app/routes/admin/magazine')),
  },
  {
    path: `${paths.admin.magazine}/:articleId`,
    handle: { title: 'Magazine' },
    lazy: lazyRoute(() => import('@/app/routes/admin/magazine-article')),
  },
  {
    path: paths.admin.team,
    handle: { title: 'Team' },
    lazy: lazyRoute(() => import('@/app/routes/admin/team')),
  },
  {
    path: '*',
    handle: { title: 'Page Not Found' },
    lazy: lazyRoute(() => import('@/app/routes/not-found')),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      // The landing page brings its own sticky header and footer (and no bottom bar). Lazy
      // like every page, so no other page's first load carries it; `/` is prerendered, and
      // main.tsx loads this module before hydrating it.
      { path: paths.home, lazy: lazyRoute(() => import('@/app/routes/landing')) },
      { path: paths.homeAlias, element: <Navigate to={paths.home} replace /> },
      // Pre-launch: no sign-up; `/` with a Join the Waitlist card.
      { path: paths.signup, lazy: lazyRoute(() => import('@/app/routes/signup')) },
      {
        // Public pages: desktop top bar, footer, mobile bottom bar. No Firebase here. Loaded
        // on demand so `/` (its own header) does not carry the navigation menus.
        lazy: lazyRoute(() => import('@/app/routes/site-layout')),
        children: [
          {
            // The tier facts of these descriptions are held to the tier table by
            // app/__tests__/route-meta.test.ts (the entry bundle does not load it).
            handle: {
              title: 'How It Works',
              description:
                'How Unlimited works: choose a membership, carry a designer bag as long as you like, swap it every 30, 21 or 14 days by tier, or buy it at your member price.',
            },
            path: paths.howItWorks,
            lazy: lazyRoute(() => import('@/app/routes/how-it-works')),
          },
          {
            handle: {
              title: 'FAQ',
              description:
                'Answers about Unlimited: membership prices, swaps, commitment, buying the bag you carry, authenticity, brands, add-ons, pausing and launch.',
            },
            path: paths.faq,
            lazy: lazyRoute(() => import('@/app/routes/faq')),
          },
          {
            handle: {
              title: 'Membership Policy',
              description:
                'The Unlimited membership policy: swap rhythm and bags at a time by tier, the 3-month minimum, pausing, cancelling, care and coverage, and buying the bag you carry.',
            },
            path: paths.membershipPolicy,
            lazy: lazyRoute(() => import('@/app/routes/membership-policy')),
          },
          {
            handle: {
              title: 'Terms of Service',
              description:
                'The terms of the Unlimited waitlist and membership: billing, the bags you borrow, your account and our responsibilities.',
            },
            path: paths.terms,
            lazy: lazyRoute(() => import('@/app/routes/terms')),
          },
          {
            handle: {
              title: 'Privacy Notice',
              description:
                'What Unlimited keeps about waitlist members and members, who helps us hold it (Stripe, Firebase), and how to have it corrected or deleted.',
            },
            path: paths.privacy,
            lazy: lazyRoute(() => import('@/app/routes/privacy')),
          },
          {
            handle: {
              title: 'Contact',
              description:
                'Write to the Unlimited concierge about the waitlist, your membership, a bag or the press.',
            },
            path: paths.contact,
            lazy: lazyRoute(() => import('@/app/routes/contact')),
          },
          {
            handle: { title: 'Unsubscribe' },
            path: paths.unsubscribe,
            lazy: lazyRoute(() => import('@/app/routes/unsubscribe')),
          },
          {
            handle: {
              title: 'The Style Quiz',
              description:
                'Five questions about how you carry a bag, and the picks from the Unlimited closet that fit them.',
            },
            path: paths.quiz,
            lazy: lazyRoute(() => import('@/app/routes/quiz')),
          },
          {
            handle: { title: 'The Magazine', beforeHydrate: primeMagazine },
            path: paths.magazine,
            lazy: lazyRoute(() => import('@/app/routes/magazine')),
          },
          {
            handle: { title: 'The Magazine', beforeHydrate: primeMagazine },
            path: `${paths.magazine}/:slug`,
            lazy: lazyRoute(() => import('@/app/routes/magazine-article')),
          },
          {
            handle: {
              title: 'The Club',
              description:
                'The Unlimited Club: members share a personal link, and earn a credit for each friend who becomes a member.',
            },
            path: paths.club,
            lazy: lazyRoute(() => import('@/app/routes/club')),
          },
          {
            handle: {
              title: 'The Vault',
              description:
                'The Vault: the rarest pieces of the Unlimited closet, for Crown members.',
            },
            path: paths.vault,
            lazy: lazyRoute(() => import('@/app/routes/vault')),
          },
          {
            handle: {
              title: 'Cart',
              description:
                'Your Unlimited cart: your reserved next bag, the bags you may keep at your member price, add-ons and your receipts.',
            },
            path: paths.cart,
            lazy: lazyRoute(() => import('@/app/routes/cart')),
          },
          {
            handle: {
              title: 'Join the Waitlist',
              description:
                'Join the Unlimited waitlist: choose Reserve, Elite or Crown and be the first to know when memberships open.',
            },
            path: paths.waitlist,
            lazy: lazyRoute(() => import('@/app/routes/waitlist')),
          },
          {
            handle: { title: 'Designer Brands' },
            path: paths.brands,
            lazy: lazyRoute(() => import('@/app/routes/brands')),
          },
          // The catalogue: over REST for visitors, Firebase loaded on demand for members.
          {
            path: `${paths.brands}/:brandSlug`,
            lazy: lazyRoute(() => import('@/app/routes/brand')),
          },
          {
            handle: { title: 'Bags', warm: warmVisitorCatalog, beforeHydrate: settleEarlyBags },
            path: paths.bags,
            lazy: lazyRoute(() => import('@/app/routes/bags')),
          },
          { path: '/categories/:slug', lazy: lazyRoute(() => import('@/app/routes/category')) },
          // Pages that need Firebase (a bag's page, the member pages) go in this group;
          // the header around them stays free of Firebase code.
          {
            lazy: firebaseDataLayout,
            children: [
              {
                path: `${paths.bags}/:productId`,
                lazy: lazyRoute(() => import('@/app/routes/bag')),
              },
              // Member pages: the same header, now with the member's places.
              {
                handle: { title: 'Dashboard' },
                path: paths.dashboard,
                lazy: lazyRoute(() => import('@/app/routes/dashboard')),
              },
              {
                handle: { title: 'Return Label' },
                path: '/returns/:orderId',
                lazy: lazyRoute(() => import('@/app/routes/return-label')),
              },
              {
                handle: { title: 'Your Orders' },
                path: paths.orders,
                lazy: lazyRoute(() => import('@/app/routes/orders')),
              },
              {
                handle: { title: 'Saved' },
                path: paths.saved,
                lazy: lazyRoute(() => import('@/app/routes/saved')),
              },
              {
                handle: { title: 'Notifications' },
                path: paths.inbox,
                lazy: lazyRoute(() => import('@/app/routes/inbox')),
              },
              {
                handle: { title: 'Manage Membership' },
                path: paths.membershipManage,
                lazy: lazyRoute(() => import('@/app/routes/membership-manage')),
              },
              {
                handle: { title: 'Billing History' },
                path: paths.billingHistory,
                lazy: lazyRoute(() => import('@/app/routes/billing-history')),
              },
              {
                handle: { title: 'Receipt' },
                path: '/receipts/:chargeId',
                lazy: lazyRoute(() => import('@/app/routes/receipt')),
              },
              {
                handle: { title: 'Account' },
                path: paths.account,
                lazy: lazyRoute(() => import('@/app/routes/account')),
              },
              {
                handle: { title: 'Choose Your Membership' },
                path: paths.tierSelection,
                lazy: lazyRoute(() => import('@/app/routes/tier-selection')),
              },
              {
                handle: { title: 'Choose Your Membership' },
                path: paths.signupTierSelection,
                lazy: lazyRoute(() => import('@/app/routes/tier-selection')),
              },
              // Invitees: account, then membership (above, with ?invite=), then add-ons
              // and payment. Without an invitation they redirect as /signup does.
              {
                handle: { title: 'Create Your Account' },
                path: paths.signupAccountCreation,
                lazy: lazyRoute(() => import('@/app/routes/signup-account-creation')),
              },
              {
                handle: { title: 'Add-ons and Payment' },
                path: paths.signupAddOns,
                lazy: lazyRoute(() => import('@/app/routes/signup-add-ons')),
              },
            ],
          },
          {
            path: '*',
            handle: { title: 'Page Not Found' },
            lazy: lazyRoute(() => import('@/app/routes/not-found')),
          },
        ],
      },
      {
        // The sign-in pages, without the site header: the form first, Auth loaded beside it.
        lazy: signInLayout,
        children: [
          {
            handle: { title: 'Log In' },
            path: paths.login,
            lazy: lazyRoute(() => import('@/app/routes/login')),
          },
          {
            handle: { title: 'Reset Password' },
            path: paths.resetPassword,
            lazy: lazyRoute(() => import('@/app/routes/reset-password')),
          },
          { path: paths.admin.login, lazy: lazyRoute(() => import('@/app/routes/admin/login')) },
        ],
      },
      {
        // The admin back-office (its own header): Firebase, without the site header.
        lazy: firebaseLayout,
        children: [
          {
            // The admin back-office: guard and header around every admin screen.
            lazy: dataLayout,
            children: [
              {
                // A staff invitation's link: outside the guard (the invitee is not staff yet).
                path: paths.admin.join,
                lazy: lazyRoute(() => import('@/app/routes/admin/join')),
              },
              {
                path: paths.admin.dashboard,
                lazy: lazyRoute(() => import('@/app/routes/admin/layout')),
                children: adminRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app's router. `hydrationData` is given when hydrating a prerendered page: the routes
 * have no loaders, so it is empty, but it tells the router the page is already rendered
 * (otherwise its scroll restoration jumps to the top when the app takes over).
 */
export const createRouter = (options?: { hydrating?: boolean }) =>
  createBrowserRouter(routes, options?.hydrating ? { hydrationData: { loaderData: {} } } : {});
