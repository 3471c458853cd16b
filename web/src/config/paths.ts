/** The one route table of the web app. */
export const paths = {
  home: '/',
  /** Old address of the landing page; redirects to `/`. */
  homeAlias: '/home',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  /** The member's order history: every order, current and past. */
  orders: '/orders',
  account: '/account',
  /** The bags the member hearted. */
  saved: '/saved',
  /** The member's notifications. */
  inbox: '/inbox',
  membershipManage: '/membership-manage',
  /** Every charge of the member's membership, with its receipt. */
  billingHistory: '/membership-manage/billing',
  /** A charge's printable receipt (demo billing, and bags bought). */
  receipt: (chargeId: string) => `/receipts/${encodeURIComponent(chargeId)}`,
  tierSelection: '/tier-selection',
  /** Plan change for members: `?change=upgrade` or `?change=downgrade`. */
  signupTierSelection: '/signup/tier-selection',
  /** Invitees create their account here (`?invite=<token>` from the invitation email). */
  signupAccountCreation: '/signup/account-creation',
  /** Invitees pick add-ons and pay (`?invite=<token>&tier=<tier>`). */
  signupAddOns: '/signup/add-ons',
  /** The printable return label of one of the member's orders. */
  returnLabel: (orderId: string) => `/returns/${encodeURIComponent(orderId)}`,
  bags: '/bags',
  bag: (productId: string) => `/bags/${encodeURIComponent(productId)}`,
  brands: '/brands',
  brand: (brandSlug: string) => `/brands/${encodeURIComponent(brandSlug)}`,
  category: (slug: string) => `/categories/${encodeURIComponent(slug)}`,
  howItWorks: '/how-it-works',
  faq: '/faq',
  waitlist: '/waitlist',
  quiz: '/quiz',
  magazine: '/magazine',
  /** A published article of the Magazine. */
  article: (slug: string) => `/magazine/${encodeURIComponent(slug)}`,
  club: '/club',
  vault: '/vault',
  cart: '/cart',
  /** The membership policy: rhythm, term, pause, cancel, coverage, buying a bag. */
  membershipPolicy: '/membership',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  /** A notice email's unsubscribe link (`?token=…`): turns that kind of email off. */
  unsubscribe: '/unsubscribe',
  admin: {
    login: '/admin/login',
    dashboard: '/admin',
    dashboardAlias: '/admin/dashboard',
    products: '/admin/products',
    waitlist: '/admin/waitlist',
    orders: '/admin/orders',
    customers: '/admin/customers',
    /** One member's page on the admin Customers section. */
    customer: (uid: string) => `/admin/customers/${encodeURIComponent(uid)}`,
    swaps: '/admin/swaps',
    coupons: '/admin/coupons',
    tasks: '/admin/tasks',
    analytics: '/admin/analytics',
    /** The emails the product queued (the `mail` outbox). */
    outbox: '/admin/outbox',
    outboxMessage: (mailId: string) => `/admin/outbox/${encodeURIComponent(mailId)}`,
    /** The full activity log, newest first. */
    activity: '/admin/activity',
    /** The Magazine's articles: drafts and published. */
    magazine: '/admin/magazine',
    /** One article in the editor (`new` for a new one). */
    article: (id: string) => `/admin/magazine/${encodeURIComponent(id)}`,
    /** Staff and their roles (owners only). */
    team: '/admin/team',
    /** A staff invitation's link (`?token=…`): create the account or join with it. */
    join: '/admin/join',
  },
} as const;
