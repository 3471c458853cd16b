/** The one route table of the web app. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  account: '/account',
  membershipManage: '/membership-manage',
  tierSelection: '/tier-selection',
  bags: '/bags',
  bag: (productId: string) => `/bags/${encodeURIComponent(productId)}`,
  brands: '/brands',
  brand: (brandSlug: string) => `/brands/${encodeURIComponent(brandSlug)}`,
  category: (slug: string) => `/categories/${encodeURIComponent(slug)}`,
  howItWorks: '/how-it-works',
  faq: '/faq',
  waitlist: '/waitlist',
  admin: {
    login: '/admin/login',
    dashboard: '/admin',
  },
} as const;
