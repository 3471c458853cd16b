/**
 * The local seed data: accounts, catalogue, waitlist, orders, dashboard counters and
 * activity. Pure and deterministic (a fixed base date, a seeded PRNG), so two runs give
 * the same documents and `scripts/__tests__/seed-data.test.ts` can check the coverage the
 * local app needs. `scripts/seed.ts` writes it to the emulators with today as `now`, so a
 * "next billing date" or a "due back" date is in the future on the day it runs.
 */
import { createHash } from 'node:crypto';
import {
  type ArticleAuthorDoc,
  type ArticleDoc,
  CURRENT_ORDER_STATUSES,
  TIERS,
  TIER_IDS,
  addDays,
  isStaffRole,
  type StaffMemberDoc,
  type StaffRole,
  BRAND_AUDIENCES,
  brandSummaryDocId,
  vaultShowcase,
  type VaultShowcaseDoc,
  summariseBrands,
  deriveProductFields,
  recountStats,
  returnDueDate,
  shortOrderId,
  ORDER_AUDIT_FIELDS,
  ORDER_STATUS_LABELS,
  auditChanges,
  auditClientWrite,
  auditRecord,
  auditSearchTokens,
  type ActivityPersonDoc,
  type AccessLevel,
  type ActivityDoc,
  type BorrowStatus,
  type BrandSummaryDoc,
  type Category,
  type DashboardStatsDoc,
  type KnownBrand,
  type OrderDoc,
  type OrderNotesDoc,
  type OrderStatus,
  type ProductDoc,
  type StyleAnswers,
  type ProductLoanDoc,
  type ProductStatus,
  type ProfileDoc,
  type Rank,
  type ShippingAddress,
  type SubscriptionDoc,
  type TierId,
  type WaitlistSignupDoc,
  type InvitationDoc,
  invitationExpiry,
  type WaitlistStatus,
  REFERRAL_CREDIT_CENTS,
  referralDisplayName,
  type ReferralDoc,
  type ReferralState,
  type ReferrerDoc,
} from '@unlimited/domain';

/** The default "now" of the seed functions (tests pass it for reproducible data). */
export const SEED_BASE_DATE = new Date('2026-11-01T12:00:00Z');
/** The one password of every seed account (documented in the README). */
export const SEED_PASSWORD = 'unlimited-demo-2026';
/** Project id of the local emulators. */
export const SEED_PROJECT_ID = 'demo-unlimited';
/**
 * Where the seed's product photos are served: files the seed writes into the built site
 * (web/dist), so Hosting serves them with or without the Storage emulator. firebase.json
 * keeps them out of a deploy.
 */
export const SEED_PHOTO_DIR = 'seed-photos';
/** Actor of activity items written by the system. */
const SYSTEM = 'System';

/** A document with its fixed id. */
export interface SeedDoc<T> {
  id: string;
  data: T;
}

// ---------------------------------------------------------------------------------------
// Helpers

const daysAgo = (now: Date, days: number): Date => addDays(now, -days);

/** mulberry32: a tiny seeded PRNG, good enough to vary seed data reproducibly. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id shaped like a Firestore auto id, drawn from `rng`. */
function autoId(rng: () => number): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_ALPHABET[Math.floor(rng() * ID_ALPHABET.length)];
  return id;
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** The address of a seed photo file on the site. */
export function seedPhotoUrl(file: string): string {
  return `/${SEED_PHOTO_DIR}/${file}`;
}

// ---------------------------------------------------------------------------------------
// Accounts

/**
 * The role a seed account demonstrates: a visitor, a member of each tier, and staff: the
 * original `admin` (`admin: true` with no role, which counts as an owner: every test and
 * the README sign in with it) and one account per staff role.
 */
export type SeedRole = 'visitor' | TierId | 'admin' | StaffRole;

/** A seed Auth user with the documents that belong to it. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: SeedRole;
  /** The tier of the active subscription, or `null`. */
  tier: TierId | null;
  /** Custom claims to merge into the user's existing claims. */
  claims: { admin?: true; tier?: TierId; role?: StaffRole };
  profile: ProfileDoc;
  subscription: SubscriptionDoc | null;
}

interface AccountSpec {
  role: SeedRole;
  first: string;
  last: string;
  address: Omit<ShippingAddress, 'full_name' | 'country'> | null;
  startedDaysAgo?: number;
  addOns?: SubscriptionDoc['add_ons'];
}

const ACCOUNT_SPECS: readonly AccountSpec[] = [
  { role: 'visitor', first: 'Valerie', last: 'Moreau', address: null },
  {
    role: 'reserve',
    first: 'Riley',
    last: 'Chen',
    address: {
      line1: '221 Mercer Street',
      line2: 'Apt 4B',
      city: 'New York',
      state: 'NY',
      postal_code: '10012',
      phone: '+1 212 555 0147',
    },
    startedDaysAgo: 153,
    addOns: { full_coverage: false, select_access: false },
  },
  {
    role: 'elite',
    first: 'Elena',
    last: 'Marquez',
    address: {
      line1: '1450 Sunset Plaza Drive',
      line2: null,
      city: 'Los Angeles',
      state: 'CA',
      postal_code: '90069',
      phone: '+1 310 555 0192',
    },
    startedDaysAgo: 104,
    addOns: { full_coverage: true, select_access: false },
  },
  {
    role: 'crown',
    first: 'Camille',
    last: 'Laurent',
    address: {
      line1: '88 East Oak Street',
      line2: 'Suite 1200',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60611',
      phone: '+1 312 555 0128',
    },
    startedDaysAgo: 232,
    addOns: { full_coverage: true, select_access: false },
  },
  { role: 'admin', first: 'Adrian', last: 'Brooks', address: null },
  { role: 'owner', first: 'Olivia', last: 'Hart', address: null },
  { role: 'operations', first: 'Omar', last: 'Reyes', address: null },
  { role: 'support', first: 'Sofia', last: 'Lind', address: null },
];

/** The Elite seed member's style quiz answers (her saved style profile). */
const ELITE_STYLE_PROFILE: StyleAnswers = {
  occasions: ['work', 'evening'],
  colours: ['black', 'neutrals'],
  silhouettes: ['shoulder', 'top-handle'],
  brands: ['chanel', 'gucci'],
  budget: 'up-to-5000',
};

function isTier(role: SeedRole): role is TierId {
  return (TIER_IDS as readonly string[]).includes(role);
}

/**
 * One account per role: a visitor (no subscription), a Reserve, Elite and Crown member
 * (active subscription, US shipping address), an admin (`admin` claim, no role: an owner)
 * and an owner, an operations and a support member of staff (`admin` and `role`). Fixed uids
 * (`seed-<role>`) keep the orders linked across runs.
 */
export function seedAccounts(now: Date = SEED_BASE_DATE): SeedAccount[] {
  return ACCOUNT_SPECS.map((spec) => {
    const tier = isTier(spec.role) ? spec.role : null;
    const email = `${spec.role}@unlimited.test`;
    const fullName = `${spec.first} ${spec.last}`;
    const started = daysAgo(now, spec.startedDaysAgo ?? 0);
    return {
      uid: `seed-${spec.role}`,
      email,
      password: SEED_PASSWORD,
      displayName: fullName,
      role: spec.role,
      tier,
      claims:
        spec.role === 'admin'
          ? { admin: true }
          : isStaffRole(spec.role)
            ? { admin: true, role: spec.role }
            : tier
              ? { tier }
              : {},
      profile: {
        first_name: spec.first,
        last_name: spec.last,
        username: `${spec.first}.${spec.last}`.toLowerCase(),
        email,
        shipping_address: spec.address
          ? { full_name: fullName, country: 'US', ...spec.address }
          : null,
        // The Elite member took the style quiz: the closet's "For you" order has a profile.
        ...(spec.role === 'elite'
          ? { style_profile: { ...ELITE_STYLE_PROFILE, saved_at: daysAgo(now, 12) } }
          : {}),
      },
      subscription: tier
        ? {
            plan_name: tier,
            status: 'active',
            started_at: started,
            // Monthly billing: the period in progress on the base date ends on the next
            // 30-day anniversary of the start.
            current_period_end: addDays(
              started,
              30 * (Math.floor((spec.startedDaysAgo ?? 0) / 30) + 1),
            ),
            add_ons: spec.addOns ?? { full_coverage: false, select_access: false },
            cancel_at_period_end: false,
            cancel_at: null,
            cancel_requested_at: null,
            pause_requested_at: null,
            pause_resumes_at: null,
            retention_offer_applied_at: null,
            retention_credit_cents: 0,
            add_ons_ending: [],
            plan_changed_at: null,
            pending_plan_name: null,
            // Billed by the demo billing mode (a `demo-` project has no Stripe account).
            billing_customer_id: `cus_demo_seed-${spec.role}`,
            billing_subscription_id: `sub_demo_seed-${spec.role}`,
            billing_event_at: null,
            billing_event_rank: null,
            billing_event_id: null,
            billing_mode: 'demo',
            coupon_code: null,
            discount: null,
          }
        : null,
    };
  });
}

/**
 * The team's `staff/{uid}` records (domain team/), as the team functions keep them: one
 * per staff account, its role from its claims (none: owner).
 */
export function seedStaff(accounts: readonly SeedAccount[], now: Date): StaffMemberDoc[] {
  return accounts
    .filter((a) => a.claims.admin === true)
    .map((a, index) => ({
      id: a.uid,
      uid: a.uid,
      email: a.email,
      name: a.displayName,
      role: a.claims.role ?? 'owner',
      // The original admin first, then the others a day apart.
      since: daysAgo(now, 400 - index),
      updated_at: daysAgo(now, 400 - index),
    }));
}

// ---------------------------------------------------------------------------------------
// Photos

/** The drawings in scripts/seed-assets/ (one file per silhouette). */
export const SILHOUETTES = [
  'flap',
  'tote',
  'bucket',
  'top-handle',
  'hobo',
  'clutch',
  'crossbody',
  'backpack',
  'saddle',
  'baguette',
  'wallet',
  'bangle',
  'scarf',
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** Colours of one rendering: bag body, hardware trim, accent detail, background. */
export interface Palette {
  body: string;
  trim: string;
  accent: string;
  bg: string;
}

/** The placeholder colours of the drawings (see scripts/make-seed-assets.mjs). */
export const PLACEHOLDER_PALETTE: Palette = {
  body: '#2b2a29',
  trim: '#c8a96a',
  accent: '#7d5a3c',
  bg: '#f4efe8',
};

const p = (body: string, trim: string, accent: string, bg: string): Palette => ({
  body,
  trim,
  accent,
  bg,
});

/** Three house colourways per brand. */
export const BRAND_PALETTES: Readonly<Record<KnownBrand, readonly Palette[]>> = {
  'Louis Vuitton': [
    p('#6b4a2f', '#c9a66b', '#3b2a1d', '#f3ede4'),
    p('#a2322a', '#d7b46a', '#5a1c18', '#f4eee8'),
    p('#2f2a26', '#c9a66b', '#6b4a2f', '#efe9e1'),
  ],
  Chanel: [
    p('#1d1d1f', '#d4af37', '#3a3a3c', '#f2eee9'),
    p('#7a1f2b', '#d4af37', '#4b1019', '#f3eee9'),
    p('#e6dccd', '#c9a36a', '#a8957b', '#d9d1c5'),
  ],
  Hermès: [
    p('#b5733a', '#e2d2b0', '#7c4a22', '#f5efe6'),
    p('#8e7f70', '#d9d2c5', '#5c5248', '#f3efe9'),
    p('#c85a1e', '#e8c98f', '#8a3c10', '#f6efe6'),
  ],
  Gucci: [
    p('#b69e7a', '#c9a24e', '#1f5b3a', '#f2ede4'),
    p('#1f1f1f', '#c9a24e', '#8b1e2d', '#f3eee8'),
    p('#d9b1b5', '#c9a24e', '#7c3d45', '#f5efec'),
  ],
  Prada: [
    p('#161616', '#c0c0c0', '#3b3b3b', '#eeeeec'),
    p('#24324f', '#c0c0c0', '#141c2e', '#eef0f3'),
    p('#c9b79c', '#c0c0c0', '#7b6a52', '#f4f0ea'),
  ],
  Dior: [
    p('#2d3e6b', '#c8b27d', '#1b2747', '#eef0f4'),
    p('#1c1c1c', '#c8b27d', '#47406b', '#f1eee9'),
    p('#d8cbbb', '#c8b27d', '#9c8a74', '#ece6de'),
  ],
  Fendi: [
    p('#7a4b2a', '#e0be6a', '#3d2414', '#f4eee6'),
    p('#e2b13c', '#caa46a', '#8a6a1f', '#f5f0e6'),
    p('#2c2c2c', '#e0be6a', '#7a4b2a', '#f1ede7'),
  ],
  'Bottega Veneta': [
    p('#3d8b48', '#c7a56b', '#23552b', '#f0f2ec'),
    p('#5a3b2e', '#c7a56b', '#351f16', '#f3eee8'),
    p('#d8c7a8', '#c7a56b', '#a08866', '#ece6da'),
  ],
  Balenciaga: [
    p('#1e1e1e', '#b8b8b8', '#3a3a3a', '#efefed'),
    p('#8a1c1c', '#b8b8b8', '#4e0f0f', '#f2eeee'),
    p('#6b6b6b', '#d0d0d0', '#404040', '#f0f0ef'),
  ],
};

/** One photo file of a product, written into the built site. */
export interface SeedPhoto {
  /**
   * File name under SEED_PHOTO_DIR, `{productId}-{n}.jpg` (the fallback); its AVIF and
   * WebP variants sit beside it (`{productId}-{n}-{width}.avif`, see seed-photo-scene).
   */
  file: string;
  silhouette: Silhouette;
  palette: Palette;
  /** 1 is the main front view; 2–5 are mirrored, detail, studio and wide views. */
  view: number;
}

/**
 * A product photo from a drawing of scripts/seed-assets/: the placeholder colours are
 * replaced by `palette`, and views 2–5 mirror the bag, crop a detail, change the
 * backdrop or step back, so a product's gallery is not five copies of one image.
 */
export function renderSeedPhoto(template: string, palette: Palette, view: number): string {
  const background = view === 4 ? '#e4ddd3' : palette.bg;
  let svg = template;
  for (const key of ['body', 'trim', 'accent', 'bg'] as const) {
    const colour = key === 'bg' ? background : palette[key];
    svg = svg.replace(new RegExp(PLACEHOLDER_PALETTE[key], 'gi'), colour);
  }
  if (view === 2)
    svg = svg.replace('<g id="art"', '<g id="art" transform="matrix(-1 0 0 1 400 0)"');
  if (view === 3) svg = svg.replace('viewBox="0 0 400 400"', 'viewBox="100 130 200 200"');
  if (view === 5) svg = svg.replace('viewBox="0 0 400 400"', 'viewBox="-50 -50 500 500"');
  return svg;
}

// ---------------------------------------------------------------------------------------
// Products

interface ProductSpec {
  brand: KnownBrand;
  title: string;
  style: string | null;
  size: string | null;
  shape: Silhouette;
  /** Retail price in whole dollars. */
  dollars: number;
  rank: Rank;
  categories: Category[];
  tags: string[];
  access: AccessLevel;
  description: string;
  status?: ProductStatus;
  /** Only `Maintenance` is set by hand; Borrowed and Swapping follow from the orders. */
  maintenance?: true;
  /** Number of photos, when not the default (Active 1–5). */
  photos?: number;
}

/**
 * One bag of the wider closet in a line: the seed's first fifty bags cover every case the
 * app handles; these make the closet one a visitor would believe (every house in depth,
 * every category and level). No size; photos 1–2 unless given.
 */
function more(
  brand: KnownBrand,
  title: string,
  style: string,
  shape: Silhouette,
  dollars: number,
  rank: Rank,
  categories: Category[],
  access: AccessLevel,
  tags: string[],
  description: string,
  extra: Pick<ProductSpec, 'status' | 'maintenance' | 'photos'> = {},
): ProductSpec {
  return {
    brand,
    title,
    style,
    size: null,
    shape,
    dollars,
    rank,
    categories,
    tags,
    access,
    description,
    ...extra,
  };
}

const PRODUCT_SPECS: readonly ProductSpec[] = [
  // Louis Vuitton
  {
    brand: 'Louis Vuitton',
    title: 'Louis Vuitton Neverfull MM',
    style: 'Neverfull',
    size: 'MM',
    shape: 'tote',
    dollars: 1980,
    rank: 'A',
    categories: ['Bags'],
    tags: ['monogram canvas', 'tote', 'everyday'],
    access: 'Reserve,Elite',
    description:
      'The Neverfull MM in Monogram canvas with natural cowhide trim. Roomy enough for a laptop, with side laces that cinch it into a slimmer shape; the zipped pouch is included.',
  },
  {
    brand: 'Louis Vuitton',
    title: 'Louis Vuitton Speedy Bandoulière 25',
    style: 'Speedy',
    size: '25',
    shape: 'top-handle',
    dollars: 1960,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['monogram canvas', 'crossbody strap'],
    access: 'Reserve',
    description:
      'The compact Speedy 25 with its removable, adjustable shoulder strap. Light signs of wear on the vachetta handles, which have taken on an even honey patina.',
  },
  {
    brand: 'Louis Vuitton',
    title: 'Louis Vuitton Pochette Métis',
    style: 'Pochette Métis',
    size: null,
    shape: 'crossbody',
    dollars: 2750,
    rank: 'SA',
    categories: ['Bags'],
    tags: ['monogram reverse', 's-lock'],
    access: 'Crown',
    description:
      'Pochette Métis in Monogram Reverse canvas with the signature S-lock closure. Worn by hand, on the shoulder or across the body; barely carried.',
  },
  {
    brand: 'Louis Vuitton',
    title: 'Louis Vuitton Alma BB Epi',
    style: 'Alma',
    size: 'BB',
    shape: 'top-handle',
    dollars: 1920,
    rank: 'B',
    categories: ['Bags', 'Sale'],
    tags: ['epi leather', 'dome'],
    access: 'Any',
    description:
      'The domed Alma BB in textured Epi leather with a padlock and keys. Corner wear and light scratches on the hardware, priced accordingly.',
  },
  {
    brand: 'Louis Vuitton',
    title: 'Louis Vuitton Zippy Wallet',
    style: 'Zippy',
    size: null,
    shape: 'wallet',
    dollars: 1130,
    rank: 'A',
    categories: ['Wallets'],
    tags: ['monogram canvas', 'zip-around'],
    access: 'Any',
    description:
      'Zip-around wallet in Monogram canvas with twelve card slots, a central zipped coin pocket and bill compartments.',
  },
  {
    brand: 'Louis Vuitton',
    title: 'Louis Vuitton Monogram Shawl',
    style: null,
    size: '140 × 140 cm',
    shape: 'scarf',
    dollars: 765,
    rank: 'SA',
    categories: ['Apparel', 'Accessories'],
    tags: ['wool silk', 'shawl'],
    access: 'Reserve',
    description:
      'A generous wool and silk shawl woven with a tone-on-tone Monogram pattern and fringed edges.',
  },
  // Chanel
  {
    brand: 'Chanel',
    title: 'Chanel Classic Flap Medium',
    style: 'Classic Flap',
    size: 'Medium',
    shape: 'flap',
    dollars: 10800,
    rank: 'A',
    categories: ['Bags'],
    tags: ['lambskin', 'quilted', 'gold hardware', 'icon'],
    access: 'Crown',
    description:
      'The 11.12 Classic Flap in quilted lambskin with gold-tone hardware, the CC turn-lock and the interwoven chain strap. Corners crisp, leather supple.',
  },
  {
    brand: 'Chanel',
    title: 'Chanel Boy Bag Old Medium',
    style: 'Boy',
    size: 'Old Medium',
    shape: 'flap',
    dollars: 6700,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['calfskin', 'ruthenium hardware'],
    access: 'Crown',
    description:
      'The Boy Bag in quilted calfskin with ruthenium hardware and the push-lock closure. A structured, slightly masculine counterpart to the Classic Flap.',
  },
  {
    brand: 'Chanel',
    title: 'Chanel 19 Large Flap Bag',
    style: '19',
    size: 'Large',
    shape: 'flap',
    dollars: 6500,
    rank: 'SA',
    categories: ['Bags', 'Preorder'],
    tags: ['goatskin', 'mixed hardware', 'new season'],
    access: 'Crown',
    description:
      'Soft oversized quilting in goatskin with a chain that mixes gold, silver and ruthenium finishes. Arriving with the new season; reserve it now.',
  },
  {
    brand: 'Chanel',
    title: 'Chanel Gabrielle Small Hobo',
    style: 'Gabrielle',
    size: 'Small',
    shape: 'hobo',
    dollars: 4900,
    rank: 'B',
    categories: ['Bags', 'Sale'],
    tags: ['aged calfskin', 'two-strap'],
    access: 'Crown',
    description:
      'The Gabrielle hobo in aged calfskin, worn on one or both shoulders thanks to its double chain strap. Visible creasing on the front panel.',
  },
  {
    brand: 'Chanel',
    title: 'Chanel Classic Card Holder',
    style: 'Classic',
    size: null,
    shape: 'wallet',
    dollars: 1050,
    rank: 'A',
    categories: ['Wallets', 'Accessories'],
    tags: ['caviar leather', 'quilted'],
    access: 'Any',
    description:
      'A slim quilted card holder in grained caviar leather with the interlocking CC in gold-tone metal.',
  },
  {
    brand: 'Chanel',
    title: 'Chanel CC Logo Cuff',
    style: null,
    size: 'One size',
    shape: 'bangle',
    dollars: 1450,
    rank: 'AB',
    categories: ['Jewelry'],
    tags: ['gold-tone metal', 'resin'],
    access: 'Reserve,Crown',
    status: 'Hidden',
    photos: 2,
    description:
      'A wide cuff in gold-tone metal and black resin with a raised CC. Held back while the clasp is checked.',
  },
  // Hermès
  {
    brand: 'Hermès',
    title: 'Hermès Birkin 30 Togo',
    style: 'Birkin',
    size: '30',
    shape: 'top-handle',
    dollars: 18000,
    rank: 'SA',
    categories: ['Bags'],
    tags: ['togo leather', 'gold hardware', 'icon'],
    access: 'Crown',
    description:
      'Birkin 30 in Gold Togo leather with gold hardware, the lock, keys, clochette and sleeper included. Plastic still on the hardware.',
  },
  {
    brand: 'Hermès',
    title: 'Hermès Kelly 28 Sellier',
    style: 'Kelly',
    size: '28',
    shape: 'top-handle',
    dollars: 15500,
    rank: 'A',
    categories: ['Bags'],
    tags: ['epsom leather', 'sellier', 'palladium hardware'],
    access: 'Crown',
    description:
      'Kelly 28 Sellier in Etoupe Epsom leather with palladium hardware and its shoulder strap. Sharp exterior stitching, structured shape.',
  },
  {
    brand: 'Hermès',
    title: 'Hermès Picotin Lock 18',
    style: 'Picotin',
    size: '18',
    shape: 'bucket',
    dollars: 3300,
    rank: 'A',
    categories: ['Bags'],
    tags: ['clemence leather', 'padlock'],
    access: 'Crown',
    description:
      'The Picotin Lock 18 in Clemence leather, an open bucket closed by its strap and padlock. Easy, casual, unmistakably Hermès.',
  },
  {
    brand: 'Hermès',
    title: 'Hermès Evelyne III PM',
    style: 'Evelyne',
    size: 'PM',
    shape: 'crossbody',
    dollars: 3250,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['clemence leather', 'perforated H'],
    access: 'Crown',
    description:
      'Evelyne III PM with the perforated H and a wide canvas strap, made to be worn across the body. Light marks on the back panel.',
  },
  {
    brand: 'Hermès',
    title: 'Hermès Clic H Bracelet',
    style: 'Clic H',
    size: 'PM',
    shape: 'bangle',
    dollars: 790,
    rank: 'SA',
    categories: ['Jewelry'],
    tags: ['enamel', 'palladium'],
    access: 'Any',
    description:
      'The Clic H bangle in lacquered enamel with a palladium-plated H that swivels open. Stacks well with a watch.',
  },
  {
    brand: 'Hermès',
    title: 'Hermès Carré 90 Brides de Gala',
    style: 'Carré 90',
    size: '90 × 90 cm',
    shape: 'scarf',
    dollars: 610,
    rank: 'A',
    categories: ['Accessories', 'Apparel'],
    tags: ['silk twill', 'hand-rolled'],
    access: 'Any',
    description:
      'The Brides de Gala design on a 90 cm silk twill square with hand-rolled edges, first issued in 1957.',
  },
  // Gucci
  {
    brand: 'Gucci',
    title: 'Gucci GG Marmont Small Shoulder Bag',
    style: 'GG Marmont',
    size: 'Small',
    shape: 'flap',
    dollars: 1890,
    rank: 'A',
    categories: ['Bags'],
    tags: ['matelassé leather', 'chevron'],
    access: 'Elite',
    description:
      'Chevron matelassé leather with the Double G in antique gold and a sliding chain strap that doubles the bag as a crossbody.',
  },
  {
    brand: 'Gucci',
    title: 'Gucci Jackie 1961 Small',
    style: 'Jackie 1961',
    size: 'Small',
    shape: 'hobo',
    dollars: 3200,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['GG Supreme canvas', 'piston closure'],
    access: 'Crown',
    description:
      'The Jackie 1961 hobo in GG Supreme canvas with the piston closure and a detachable leather strap.',
  },
  {
    brand: 'Gucci',
    title: 'Gucci Horsebit 1955 Shoulder Bag',
    style: 'Horsebit 1955',
    size: null,
    shape: 'saddle',
    dollars: 3100,
    rank: 'B',
    categories: ['Bags'],
    tags: ['GG Supreme canvas', 'horsebit'],
    access: 'Crown',
    maintenance: true,
    description:
      'The Horsebit 1955 in GG Supreme canvas with brown leather trim. At the atelier for edge paint touch-ups.',
  },
  {
    brand: 'Gucci',
    title: 'Gucci Ophidia GG Small Tote',
    style: 'Ophidia',
    size: 'Small',
    shape: 'tote',
    dollars: 1980,
    rank: 'A',
    categories: ['Bags'],
    tags: ['GG Supreme canvas', 'web stripe'],
    access: 'Any',
    description:
      'A small Ophidia tote in GG Supreme canvas with the green and red Web stripe and the Double G hardware.',
  },
  {
    brand: 'Gucci',
    title: 'Gucci GG Marmont Zip-Around Wallet',
    style: 'GG Marmont',
    size: null,
    shape: 'wallet',
    dollars: 990,
    rank: 'BC',
    categories: ['Wallets', 'Sale'],
    tags: ['matelassé leather'],
    access: 'Any',
    status: 'Sold',
    description:
      'Zip-around wallet in matelassé leather. Worn corners and a faded interior; sold to a member.',
  },
  {
    brand: 'Gucci',
    title: 'Gucci Interlocking G Silver Bracelet',
    style: null,
    size: '17 cm',
    shape: 'bangle',
    dollars: 450,
    rank: 'A',
    categories: ['Jewelry'],
    tags: ['sterling silver'],
    access: 'Reserve',
    description: 'An aged sterling silver bangle with the Interlocking G, a quiet everyday piece.',
  },
  // Prada
  {
    brand: 'Prada',
    title: 'Prada Re-Edition 2005 Re-Nylon',
    style: 'Re-Edition 2005',
    size: null,
    shape: 'hobo',
    dollars: 1950,
    rank: 'A',
    categories: ['Bags'],
    tags: ['re-nylon', 'triangle logo'],
    access: 'Elite',
    description:
      'The Re-Edition 2005 in regenerated nylon with its detachable pouch and the enamel triangle logo.',
  },
  {
    brand: 'Prada',
    title: 'Prada Galleria Saffiano Medium',
    style: 'Galleria',
    size: 'Medium',
    shape: 'top-handle',
    dollars: 4200,
    rank: 'SA',
    categories: ['Bags'],
    tags: ['saffiano leather', 'structured'],
    access: 'Crown',
    description:
      'The Galleria in scratch-resistant Saffiano leather with a double top handle and a detachable shoulder strap.',
  },
  {
    brand: 'Prada',
    title: 'Prada Cleo Brushed Leather Shoulder Bag',
    style: 'Cleo',
    size: null,
    shape: 'hobo',
    dollars: 3000,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['brushed leather'],
    access: 'Crown',
    status: 'Hidden',
    photos: 0,
    description:
      'The curved Cleo in glossy brushed leather. Awaiting photography before it goes live.',
  },
  {
    brand: 'Prada',
    title: 'Prada Re-Nylon Backpack',
    style: 'Re-Nylon',
    size: null,
    shape: 'backpack',
    dollars: 1750,
    rank: 'B',
    categories: ['Bags'],
    tags: ['re-nylon', 'backpack'],
    access: 'Any',
    description:
      'A Re-Nylon backpack with a front pocket, padded straps and the triangle logo. Light scuffs on the base.',
  },
  {
    brand: 'Prada',
    title: 'Prada Saffiano Leather Bifold Wallet',
    style: null,
    size: null,
    shape: 'wallet',
    dollars: 650,
    rank: 'A',
    categories: ['Wallets'],
    tags: ['saffiano leather'],
    access: 'Reserve,Elite',
    description: 'A Saffiano leather bifold wallet with six card slots and the lettering logo.',
  },
  // Dior
  {
    brand: 'Dior',
    title: 'Dior Lady Dior Medium',
    style: 'Lady Dior',
    size: 'Medium',
    shape: 'top-handle',
    dollars: 6500,
    rank: 'A',
    categories: ['Bags'],
    tags: ['lambskin', 'cannage', 'charms'],
    access: 'Crown',
    status: 'Sold',
    description:
      'Lady Dior in Cannage lambskin with the D.I.O.R. charms. Bought by the member who borrowed it.',
  },
  {
    brand: 'Dior',
    title: 'Dior Saddle Bag Oblique',
    style: 'Saddle',
    size: null,
    shape: 'saddle',
    dollars: 4150,
    rank: 'SA',
    categories: ['Bags'],
    tags: ['oblique jacquard'],
    access: 'Crown',
    description:
      'The Saddle bag in blue Dior Oblique jacquard with the hanging D and a wide embroidered strap.',
  },
  {
    brand: 'Dior',
    title: 'Dior Book Tote Medium Oblique',
    style: 'Book Tote',
    size: 'Medium',
    shape: 'tote',
    dollars: 3650,
    rank: 'A',
    categories: ['Bags'],
    tags: ['oblique embroidery'],
    access: 'Crown',
    description:
      'The Book Tote embroidered in Dior Oblique, roomy and unstructured, for days that need everything.',
  },
  {
    brand: 'Dior',
    title: 'Dior Caro Small',
    style: 'Caro',
    size: 'Small',
    shape: 'flap',
    dollars: 4600,
    rank: 'SA',
    categories: ['Bags', 'Preorder'],
    tags: ['cannage calfskin', 'CD twist clasp'],
    access: 'Crown',
    description:
      'The Caro in supple Cannage calfskin with the CD twist clasp and a chain strap. Preorder for the coming drop.',
  },
  {
    brand: 'Dior',
    title: 'Dior 30 Montaigne Box Bag',
    style: '30 Montaigne',
    size: null,
    shape: 'crossbody',
    dollars: 3900,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['box calfskin', 'CD clasp'],
    access: 'Crown',
    description:
      'A compact box bag in smooth calfskin with the CD clasp and an adjustable strap. Minor marks inside.',
  },
  {
    brand: 'Dior',
    title: 'Dior Oblique Silk Mitzah',
    style: null,
    size: '6 × 100 cm',
    shape: 'scarf',
    dollars: 470,
    rank: 'A',
    categories: ['Accessories'],
    tags: ['silk twill'],
    access: 'Any',
    status: 'Hidden',
    photos: 1,
    description:
      'A slim silk twill Mitzah in Dior Oblique, to tie on a handle or wear at the neck.',
  },
  // Fendi
  {
    brand: 'Fendi',
    title: 'Fendi Baguette Medium FF',
    style: 'Baguette',
    size: 'Medium',
    shape: 'baguette',
    dollars: 3490,
    rank: 'A',
    categories: ['Bags'],
    tags: ['FF jacquard', 'FF buckle'],
    access: 'Crown',
    description:
      'The Baguette in FF jacquard fabric with the FF buckle, carried tucked under the arm as it was in 1997.',
  },
  {
    brand: 'Fendi',
    title: 'Fendi Peekaboo ISeeU Medium',
    style: 'Peekaboo',
    size: 'Medium',
    shape: 'top-handle',
    dollars: 5900,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['selleria leather'],
    access: 'Crown',
    maintenance: true,
    description:
      'The Peekaboo ISeeU in Selleria leather with hand stitching and two compartments. In for a clean and conditioning.',
  },
  {
    brand: 'Fendi',
    title: 'Fendi Mon Trésor Bucket',
    style: 'Mon Trésor',
    size: 'Mini',
    shape: 'bucket',
    dollars: 1690,
    rank: 'A',
    categories: ['Bags'],
    tags: ['FF canvas', 'drawstring'],
    access: 'Reserve,Elite',
    description:
      'A mini bucket in FF canvas with a drawstring closure, top handle and detachable shoulder strap.',
  },
  {
    brand: 'Fendi',
    title: 'Fendi First Small',
    style: 'Fendi First',
    size: 'Small',
    shape: 'clutch',
    dollars: 3950,
    rank: 'SA',
    categories: ['Bags', 'Preorder'],
    tags: ['nappa leather', 'F clasp'],
    access: 'Crown',
    description:
      'The Fendi First in soft nappa leather with the oversized F clasp, carried as a clutch or on its chain.',
  },
  {
    brand: 'Fendi',
    title: 'Fendi FF Card Case',
    style: null,
    size: null,
    shape: 'wallet',
    dollars: 560,
    rank: 'BC',
    categories: ['Wallets', 'Sale'],
    tags: ['FF canvas'],
    access: 'Reserve',
    status: 'Sold',
    description: 'A card case in FF canvas with four slots. Visible wear at the edges.',
  },
  // Bottega Veneta
  {
    brand: 'Bottega Veneta',
    title: 'Bottega Veneta The Pouch',
    style: 'The Pouch',
    size: null,
    shape: 'clutch',
    dollars: 3400,
    rank: 'A',
    categories: ['Bags'],
    tags: ['butter calf', 'gathered'],
    access: 'Crown',
    description:
      'The Pouch in butter-soft calfskin, gathered into a cloud-like clutch with a magnetic frame.',
  },
  {
    brand: 'Bottega Veneta',
    title: 'Bottega Veneta Cassette Intrecciato',
    style: 'Cassette',
    size: null,
    shape: 'crossbody',
    dollars: 3600,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['intrecciato', 'padded'],
    access: 'Crown',
    description:
      'The padded Cassette in maxi Intrecciato with a sliding strap, made to be worn across the body.',
  },
  {
    brand: 'Bottega Veneta',
    title: 'Bottega Veneta Jodie Mini',
    style: 'Jodie',
    size: 'Mini',
    shape: 'hobo',
    dollars: 1950,
    rank: 'SA',
    categories: ['Bags'],
    tags: ['intrecciato', 'knot'],
    access: 'Reserve,Elite',
    description: 'The Jodie mini hobo in Intrecciato lambskin with the knotted handle.',
  },
  {
    brand: 'Bottega Veneta',
    title: 'Bottega Veneta Arco Tote Medium',
    style: 'Arco',
    size: 'Medium',
    shape: 'tote',
    dollars: 4400,
    rank: 'B',
    categories: ['Bags'],
    tags: ['intrecciato', 'tote'],
    access: 'Crown',
    status: 'Hidden',
    photos: 0,
    description:
      'The Arco tote in large Intrecciato calfskin. Back from repair; photos to be retaken.',
  },
  {
    brand: 'Bottega Veneta',
    title: 'Bottega Veneta Intreccio Sterling Cuff',
    style: null,
    size: 'M',
    shape: 'bangle',
    dollars: 1150,
    rank: 'A',
    categories: ['Jewelry'],
    tags: ['sterling silver', 'woven'],
    access: 'Elite',
    description: 'A sterling silver cuff that echoes the Intrecciato weave in polished metal.',
  },
  // Balenciaga
  {
    brand: 'Balenciaga',
    title: 'Balenciaga Le City Medium',
    style: 'Le City',
    size: 'Medium',
    shape: 'top-handle',
    dollars: 1850,
    rank: 'AB',
    categories: ['Bags'],
    tags: ['lambskin', 'studs'],
    access: 'Reserve',
    description:
      'The reissued City bag in distressed lambskin with studs, tassels and the attached mirror.',
  },
  {
    brand: 'Balenciaga',
    title: 'Balenciaga Hourglass Small Top Handle',
    style: 'Hourglass',
    size: 'Small',
    shape: 'top-handle',
    dollars: 1990,
    rank: 'A',
    categories: ['Bags'],
    tags: ['croc-embossed calfskin'],
    access: 'Elite,Crown',
    description:
      'The Hourglass in croc-embossed calfskin with its sculpted curved base and the B logo.',
  },
  {
    brand: 'Balenciaga',
    title: 'Balenciaga Le Cagole Shoulder Bag',
    style: 'Le Cagole',
    size: null,
    shape: 'hobo',
    dollars: 1950,
    rank: 'B',
    categories: ['Bags', 'Sale'],
    tags: ['arena lambskin', 'studs'],
    access: 'Reserve,Crown',
    description:
      'Le Cagole in arena lambskin with studs, a heart mirror and a knotted strap. Some scuffs on the studs.',
  },
  {
    brand: 'Balenciaga',
    title: 'Balenciaga Explorer Backpack',
    style: 'Explorer',
    size: null,
    shape: 'backpack',
    dollars: 1150,
    rank: 'BC',
    categories: ['Bags', 'Sale'],
    tags: ['recycled nylon'],
    access: 'Any',
    status: 'Hidden',
    photos: 1,
    description:
      'The Explorer backpack in recycled nylon. Hidden until a broken zip pull is replaced.',
  },
  {
    brand: 'Balenciaga',
    title: 'Balenciaga Logo Wool Scarf',
    style: 'Logo',
    size: '200 × 35 cm',
    shape: 'scarf',
    dollars: 595,
    rank: 'AB',
    categories: ['Apparel', 'Accessories'],
    tags: ['wool', 'logo'],
    access: 'Reserve',
    description: 'A long wool scarf with a jacquard logo and fringed ends.',
  }, // ---- The wider closet: more of each house, so the closet reads as a real one ----
  // Louis Vuitton
  more(
    'Louis Vuitton',
    'Louis Vuitton Alma BB',
    'Alma',
    'top-handle',
    1750,
    'A',
    ['Bags'],
    'Any',
    ['epi leather', 'top handle'],
    'The little Alma in black Epi leather, with its padlock and keys. A structured dome that holds its shape; corners clean.',
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Multi Pochette Accessoires',
    'Multi Pochette',
    'crossbody',
    1950,
    'AB',
    ['Bags', 'Accessories'],
    'Reserve,Elite',
    ['monogram canvas', 'chain strap'],
    'Two pouches and a round coin purse on a jacquard strap, worn together or apart. Light wear on the strap edges.',
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Capucines MM',
    'Capucines',
    'top-handle',
    6900,
    'SA',
    ['Bags'],
    'Crown',
    ['taurillon leather', 'top handle'],
    'The Capucines MM in grained Taurillon leather with the LV initials in gold-tone metal. Carried twice.',
    { photos: 3 },
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Petite Malle',
    'Petite Malle',
    'clutch',
    5800,
    'A',
    ['Bags'],
    'Crown',
    ['epi leather', 'trunk'],
    'A miniature trunk in Epi leather with S-lock closures, on a removable chain. An evening piece with a story.',
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Zippy Wallet',
    'Zippy',
    'wallet',
    960,
    'A',
    ['Wallets'],
    'Any',
    ['monogram canvas', 'zip-around'],
    'The zip-around Zippy in Monogram canvas: twelve card slots, a zipped coin pocket and room for a phone.',
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Keepall Bandoulière 45',
    'Keepall',
    'tote',
    1990,
    'B',
    ['Bags', 'Sale'],
    'Reserve',
    ['monogram canvas', 'weekender'],
    'The weekend Keepall with its shoulder strap. Honest signs of travel on the handles; the canvas is strong.',
    { maintenance: true },
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Coussin PM',
    'Coussin',
    'crossbody',
    4650,
    'SA',
    ['Bags', 'Preorder'],
    'Crown',
    ['puffy lambskin', 'chain strap'],
    'The puffy Coussin in embossed lambskin with a chain and a leather strap. Arriving from authentication next week.',
  ),
  more(
    'Louis Vuitton',
    'Louis Vuitton Essential V Bracelet',
    'Essential V',
    'bangle',
    480,
    'A',
    ['Jewelry'],
    'Any',
    ['gold-tone', 'logo'],
    'A slim gold-tone cuff with the V motif. Light surface marks, no scratches to the logo.',
  ),
  // Chanel
  more(
    'Chanel',
    'Chanel Boy Bag Old Medium',
    'Boy',
    'flap',
    6200,
    'A',
    ['Bags'],
    'Crown',
    ['quilted calfskin', 'ruthenium hardware'],
    'The Boy bag in quilted calfskin with ruthenium hardware and its adjustable chain. Corners crisp.',
    { photos: 3 },
  ),
  more(
    'Chanel',
    'Chanel 19 Flap Bag',
    '19',
    'flap',
    5900,
    'AB',
    ['Bags'],
    'Crown',
    ['lambskin', 'mixed hardware'],
    'The soft, oversized quilting of the 19 in lambskin, with its mixed-metal chain. Light creasing, as this leather does.',
  ),
  more(
    'Chanel',
    'Chanel Gabrielle Hobo Small',
    'Gabrielle',
    'hobo',
    4100,
    'A',
    ['Bags'],
    'Crown',
    ['aged calfskin', 'double chain'],
    'The Gabrielle hobo with its double chain worn on one shoulder or across the body. Base in fine shape.',
    { maintenance: true },
  ),
  more(
    'Chanel',
    'Chanel Coco Handle Small',
    'Coco Handle',
    'top-handle',
    5400,
    'SA',
    ['Bags'],
    'Crown',
    ['caviar leather', 'lizard handle'],
    'Caviar leather with the lizard-embossed top handle and a detachable strap. Barely used.',
  ),
  more(
    'Chanel',
    'Chanel Classic Card Holder',
    'Classic',
    'wallet',
    520,
    'SA',
    ['Wallets'],
    'Any',
    ['caviar leather', 'cc logo'],
    'The quilted caviar card holder with the CC in gold-tone metal. Four slots and a middle pocket.',
  ),
  more(
    'Chanel',
    'Chanel Pearl CC Brooch',
    'CC',
    'bangle',
    690,
    'A',
    ['Jewelry'],
    'Reserve',
    ['pearl', 'gold-tone'],
    'The interlocking CC set with glass pearls on gold-tone metal. A small piece that changes a jacket.',
  ),
  more(
    'Chanel',
    'Chanel Deauville Tote Medium',
    'Deauville',
    'tote',
    1990,
    'AB',
    ['Bags'],
    'Reserve,Elite',
    ['canvas', 'chain handles'],
    'The Deauville in natural canvas with the printed logo and chain-through handles. Light marks inside.',
  ),
  more(
    'Chanel',
    'Chanel Silk Twill Logo Scarf',
    'Logo',
    'scarf',
    495,
    'A',
    ['Apparel', 'Accessories'],
    'Any',
    ['silk', 'print'],
    'A square silk twill scarf with a camellia and chain print. Hand-rolled edges.',
  ),
  // Hermès
  more(
    'Hermès',
    'Hermès Birkin 30 Togo',
    'Birkin',
    'top-handle',
    17500,
    'A',
    ['Bags'],
    'Crown',
    ['togo leather', 'palladium hardware'],
    'The Birkin 30 in Gold Togo with palladium hardware, lock, keys and clochette. Corners firm; handles clean.',
    { photos: 4 },
  ),
  more(
    'Hermès',
    'Hermès Evelyne PM',
    'Evelyne',
    'crossbody',
    1990,
    'A',
    ['Bags'],
    'Elite',
    ['clemence leather', 'crossbody'],
    'The Evelyne PM in Clemence with the perforated H and its canvas strap. Worn across the body, hands free.',
  ),
  more(
    'Hermès',
    'Hermès Lindy 26',
    'Lindy',
    'top-handle',
    8900,
    'SA',
    ['Bags'],
    'Crown',
    ['clemence leather', 'twin handles'],
    'The Lindy 26 in Etoupe Clemence, carried by its twin handles or on the shoulder strap. Like new.',
  ),
  more(
    'Hermès',
    'Hermès Picotin Lock 18',
    'Picotin',
    'bucket',
    3900,
    'A',
    ['Bags'],
    'Crown',
    ['clemence leather', 'bucket'],
    'The Picotin 18 with its lock and keys: a soft bucket that takes the day. Small mark on the base.',
  ),
  more(
    'Hermès',
    'Hermès Bearn Compact Wallet',
    'Bearn',
    'wallet',
    1650,
    'A',
    ['Wallets'],
    'Reserve,Elite',
    ['epsom leather', 'h closure'],
    'The Bearn compact in Epsom leather with its H tab closure. Slim in the hand, with a zipped coin pocket.',
  ),
  more(
    'Hermès',
    'Hermès Kelly Double Tour Bracelet',
    'Kelly',
    'bangle',
    720,
    'AB',
    ['Jewelry'],
    'Any',
    ['swift leather', 'gold hardware'],
    'The Kelly clasp on a double leather wrap in Swift. Light patina on the leather.',
  ),
  more(
    'Hermès',
    'Hermès Carré 90 Silk Scarf',
    'Carré',
    'scarf',
    520,
    'SA',
    ['Apparel', 'Accessories'],
    'Reserve',
    ['silk twill', 'equestrian print'],
    'The 90 cm silk twill carré with an equestrian print. Tied as a scarf, a belt or on a bag handle.',
  ),
  more(
    'Hermès',
    'Hermès Herbag Zip 31',
    'Herbag',
    'backpack',
    2600,
    'B',
    ['Bags', 'Sale'],
    'Crown',
    ['canvas', 'vache hunter'],
    'The Herbag in canvas and leather, with its detachable pocket. Signs of use on the canvas; a practical classic.',
    { status: 'Sold' },
  ),
  // Gucci
  more(
    'Gucci',
    'Gucci Jackie 1961 Small',
    'Jackie 1961',
    'hobo',
    1990,
    'A',
    ['Bags'],
    'Elite',
    ['leather', 'piston closure'],
    'The half-moon Jackie with its piston closure in smooth leather. A sixties shape worn on the shoulder.',
  ),
  more(
    'Gucci',
    'Gucci Dionysus Small',
    'Dionysus',
    'saddle',
    1950,
    'AB',
    ['Bags'],
    'Elite,Crown',
    ['gg supreme', 'tiger head'],
    'The Dionysus in GG Supreme with the textured tiger head spur closure and a sliding chain.',
  ),
  more(
    'Gucci',
    'Gucci Bamboo 1947 Small',
    'Bamboo 1947',
    'top-handle',
    3200,
    'SA',
    ['Bags'],
    'Crown',
    ['leather', 'bamboo handle'],
    'The Bamboo 1947 with its curved bamboo handle and a shoulder strap. Carried once.',
  ),
  more(
    'Gucci',
    'Gucci Attache Small',
    'Attache',
    'hobo',
    2750,
    'A',
    ['Bags', 'Preorder'],
    'Crown',
    ['gg canvas', 'hook closure'],
    'The Attache in GG canvas with its curved hook closure. Coming in after its authentication.',
  ),
  more(
    'Gucci',
    'Gucci Horsebit Card Case',
    'Horsebit',
    'wallet',
    450,
    'A',
    ['Wallets'],
    'Any',
    ['leather', 'horsebit'],
    'A slim card case in leather with the Horsebit across the front.',
  ),
  more(
    'Gucci',
    'Gucci Blondie Bracelet',
    'Blondie',
    'bangle',
    540,
    'A',
    ['Jewelry'],
    'Reserve',
    ['gold-tone', 'enamel'],
    'The round Interlocking G of the Blondie line in gold-tone metal with pink enamel.',
  ),
  more(
    'Gucci',
    'Gucci GG Canvas Backpack',
    'GG',
    'backpack',
    1890,
    'B',
    ['Bags', 'Sale'],
    'Any',
    ['gg canvas', 'backpack'],
    'A roomy backpack in GG canvas with leather trim. Honest wear at the corners; everyday strong.',
  ),
  more(
    'Gucci',
    'Gucci Flora Silk Scarf',
    'Flora',
    'scarf',
    460,
    'SA',
    ['Apparel', 'Accessories'],
    'Any',
    ['silk', 'flora print'],
    'The Flora print, first drawn in 1966, on a square of silk twill.',
    { maintenance: true },
  ),
  // Prada
  more(
    'Prada',
    'Prada Galleria Saffiano Medium',
    'Galleria',
    'tote',
    3400,
    'A',
    ['Bags'],
    'Crown',
    ['saffiano leather', 'top handle'],
    'The Galleria in Saffiano leather with its triangle logo. Structured, with a zipped centre pocket.',
    { photos: 3 },
  ),
  more(
    'Prada',
    'Prada Cleo Satin Mini',
    'Cleo',
    'baguette',
    1850,
    'SA',
    ['Bags'],
    'Reserve,Elite',
    ['satin', 'evening'],
    'The Cleo mini in satin for evenings, a curved shape that sits close under the arm.',
  ),
  more(
    'Prada',
    'Prada Re-Nylon Backpack',
    'Re-Nylon',
    'backpack',
    1650,
    'A',
    ['Bags'],
    'Any',
    ['recycled nylon', 'backpack'],
    'The backpack in Re-Nylon, with the enamel triangle. Light, tough, travels everywhere.',
  ),
  more(
    'Prada',
    'Prada Symbole Bucket',
    'Symbole',
    'bucket',
    2400,
    'AB',
    ['Bags'],
    'Crown',
    ['leather', 'embossed logo'],
    'A leather bucket with the embossed Symbole triangle and a drawstring close.',
  ),
  more(
    'Prada',
    'Prada Saffiano Card Holder',
    'Saffiano',
    'wallet',
    480,
    'SA',
    ['Wallets'],
    'Reserve',
    ['saffiano leather', 'card holder'],
    'Four slots and a flat pocket in Saffiano, with the enamel triangle.',
  ),
  more(
    'Prada',
    'Prada Enamel Triangle Earrings',
    'Triangle',
    'bangle',
    650,
    'A',
    ['Jewelry'],
    'Elite',
    ['enamel', 'sterling silver'],
    'The triangle in enamel on sterling silver hooks.',
  ),
  more(
    'Prada',
    'Prada Re-Edition 2000 Nylon',
    'Re-Edition 2000',
    'baguette',
    1150,
    'AB',
    ['Bags'],
    'Any',
    ['nylon', 'mini'],
    'The mini Re-Edition 2000 in nylon with the enamel triangle; a small bag for the essentials.',
  ),
  more(
    'Prada',
    'Prada Double Saffiano Tote',
    'Double',
    'tote',
    2900,
    'B',
    ['Bags', 'Sale'],
    'Crown',
    ['saffiano leather', 'work tote'],
    'The Double in Saffiano with its two compartments. Signs of use on the base corners.',
    { status: 'Sold' },
  ),
  // Dior
  more(
    'Dior',
    'Dior Book Tote Medium Oblique',
    'Book Tote',
    'tote',
    3300,
    'A',
    ['Bags'],
    'Crown',
    ['oblique jacquard', 'embroidery'],
    'The Book Tote embroidered with the Dior Oblique motif. Open top, roomy, instantly known.',
    { photos: 3 },
  ),
  more(
    'Dior',
    'Dior Saddle Mini',
    'Saddle',
    'saddle',
    1990,
    'A',
    ['Bags'],
    'Elite',
    ['oblique jacquard', 'saddle'],
    'The mini Saddle in Oblique jacquard with its D stirrup. Worn across the body.',
  ),
  more(
    'Dior',
    'Dior Caro Small',
    'Caro',
    'flap',
    4300,
    'SA',
    ['Bags'],
    'Crown',
    ['cannage calfskin', 'cd clasp'],
    'The Caro in supple Cannage calfskin with the twist CD clasp. Carried once.',
  ),
  more(
    'Dior',
    'Dior Bobby East-West',
    'Bobby',
    'baguette',
    3700,
    'A',
    ['Bags'],
    'Crown',
    ['box calfskin', 'cd buckle'],
    'The Bobby East-West in box calfskin with the CD buckle strap.',
    { maintenance: true },
  ),
  more(
    'Dior',
    'Dior Saddle Card Holder',
    'Saddle',
    'wallet',
    470,
    'A',
    ['Wallets'],
    'Any',
    ['grained calfskin', 'cd'],
    'A saddle-shaped card holder in grained calfskin with the CD signature.',
  ),
  more(
    'Dior',
    'Dior Clair D Lune Necklace',
    'Clair D Lune',
    'bangle',
    590,
    'A',
    ['Jewelry'],
    'Reserve,Crown',
    ['gold-finish', 'crystal'],
    'The CD pendant in gold-finish metal with white crystals, on a fine chain.',
  ),
  more(
    'Dior',
    'Dior Lady D-Lite Medium',
    'Lady D-Lite',
    'top-handle',
    5200,
    'A',
    ['Bags', 'Preorder'],
    'Crown',
    ['embroidered canvas', 'top handle'],
    'The Lady D-Lite embroidered in Toile de Jouy, with a wide reversible strap. Arriving soon.',
  ),
  more(
    'Dior',
    'Dior 30 Montaigne Flap',
    '30 Montaigne',
    'flap',
    1990,
    'AB',
    ['Bags', 'Sale'],
    'Any',
    ['oblique jacquard', 'cd clasp'],
    'The 30 Montaigne in Oblique jacquard with the CD clasp and a wide strap. Light marks on the strap.',
  ),
  // Fendi
  more(
    'Fendi',
    'Fendi Baguette Medium',
    'Baguette',
    'baguette',
    1990,
    'A',
    ['Bags'],
    'Elite',
    ['ff jacquard', 'ff clasp'],
    'The Baguette that started it all, in FF jacquard with the FF clasp, worn under the arm.',
  ),
  more(
    'Fendi',
    'Fendi First Small',
    'First',
    'clutch',
    3500,
    'SA',
    ['Bags'],
    'Crown',
    ['nappa leather', 'ff clasp'],
    'The First in soft nappa with the oversized F closure. A clutch with a shoulder strap.',
    { photos: 3 },
  ),
  more(
    'Fendi',
    'Fendi Mini Peekaboo',
    'Peekaboo',
    'top-handle',
    3900,
    'A',
    ['Bags'],
    'Crown',
    ['selleria leather', 'twist lock'],
    'The mini Peekaboo in Selleria leather, with the twist lock and hand-stitched edges.',
  ),
  more(
    'Fendi',
    'Fendi Sunshine Shopper',
    'Sunshine',
    'tote',
    1950,
    'A',
    ['Bags'],
    'Reserve,Elite',
    ['leather', 'shopper'],
    'The Sunshine shopper in smooth leather with the Fendi Roma lettering.',
  ),
  more(
    'Fendi',
    'Fendi FF Diamonds Card Case',
    'FF Diamonds',
    'wallet',
    490,
    'A',
    ['Wallets'],
    'Any',
    ['ff jacquard', 'card case'],
    'A flat card case in FF Diamonds jacquard.',
  ),
  more(
    'Fendi',
    'Fendi O Lock Bracelet',
    "O'Lock",
    'bangle',
    560,
    'AB',
    ['Jewelry'],
    'Reserve',
    ['gold-finish', 'clasp'],
    'A gold-finish bracelet with the O Lock clasp.',
  ),
  more(
    'Fendi',
    'Fendi Fendigraphy Small',
    'Fendigraphy',
    'hobo',
    2900,
    'A',
    ['Bags'],
    'Crown',
    ['calfskin', 'hobo'],
    'The Fendigraphy hobo in calfskin, curved and soft with the F hook.',
  ),
  // Bottega Veneta
  more(
    'Bottega Veneta',
    'Bottega Veneta Jodie Mini',
    'Jodie',
    'hobo',
    1990,
    'A',
    ['Bags'],
    'Elite',
    ['intrecciato', 'knot handle'],
    'The Jodie mini in Intrecciato nappa, knotted at the handle. Light creasing, as woven leather does.',
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Pouch',
    'Pouch',
    'clutch',
    2800,
    'SA',
    ['Bags'],
    'Crown',
    ['butter calf', 'gathered'],
    'The gathered Pouch in butter calf, held like a cloud. Like new.',
    { photos: 3 },
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Andiamo Small',
    'Andiamo',
    'top-handle',
    5100,
    'A',
    ['Bags'],
    'Crown',
    ['intrecciato', 'knot hardware'],
    'The Andiamo in Intrecciato with the metal knot. A working bag that stays refined.',
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Hop Small',
    'Hop',
    'hobo',
    3200,
    'A',
    ['Bags'],
    'Crown',
    ['intrecciato', 'hobo'],
    'The Hop hobo in soft Intrecciato, worn close on the shoulder.',
    { maintenance: true },
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Intrecciato Card Case',
    'Intrecciato',
    'wallet',
    450,
    'SA',
    ['Wallets'],
    'Any',
    ['intrecciato', 'card case'],
    'A card case in woven Intrecciato lambskin.',
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Drop Earrings',
    'Drop',
    'bangle',
    760,
    'A',
    ['Jewelry'],
    'Elite,Crown',
    ['sterling silver', 'gold-plated'],
    'Sculpted drop earrings in gold-plated sterling silver.',
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Cabat Small',
    'Cabat',
    'tote',
    6400,
    'AB',
    ['Bags'],
    'Crown',
    ['intrecciato', 'tote'],
    'The Cabat, woven by hand in one piece of Intrecciato. Soft at the edges from use.',
  ),
  more(
    'Bottega Veneta',
    'Bottega Veneta Loop Camera Bag',
    'Loop',
    'crossbody',
    1750,
    'A',
    ['Bags', 'Sale'],
    'Reserve,Elite',
    ['intrecciato', 'camera bag'],
    'The Loop camera bag in Intrecciato nappa on a slim strap.',
  ),
  // Balenciaga
  more(
    'Balenciaga',
    'Balenciaga Le Cagole Hobo',
    'Le Cagole',
    'hobo',
    1990,
    'A',
    ['Bags'],
    'Elite,Crown',
    ['lambskin', 'studs'],
    'Le Cagole in crinkled lambskin with studs, a heart mirror and its curved strap.',
  ),
  more(
    'Balenciaga',
    'Balenciaga Classic City',
    'City',
    'top-handle',
    1850,
    'AB',
    ['Bags'],
    'Reserve,Elite',
    ['arena lambskin', 'studs'],
    'The City in Arena lambskin, studs and tassels: the shape that made the house a bag house.',
  ),
  more(
    'Balenciaga',
    'Balenciaga Crush Chain Bag',
    'Crush',
    'flap',
    2950,
    'SA',
    ['Bags'],
    'Crown',
    ['quilted lambskin', 'chain'],
    'The Crush in crushed quilted lambskin on a chain. Carried once.',
  ),
  more(
    'Balenciaga',
    'Balenciaga Everyday Tote XS',
    'Everyday',
    'tote',
    950,
    'A',
    ['Bags'],
    'Reserve',
    ['calfskin', 'logo print'],
    'The small Everyday tote in calfskin with the printed logo and a zipped pouch.',
  ),
  more(
    'Balenciaga',
    'Balenciaga Cash Card Holder',
    'Cash',
    'wallet',
    450,
    'A',
    ['Wallets'],
    'Reserve,Crown',
    ['calfskin', 'card holder'],
    'A slim card holder in grained calfskin with the logo.',
  ),
  more(
    'Balenciaga',
    'Balenciaga Force Cuff',
    'Force',
    'bangle',
    650,
    'B',
    ['Jewelry', 'Sale'],
    'Reserve',
    ['brass', 'striped'],
    'A striped brass cuff, antique finish. Marks of wear on the inside.',
    { status: 'Sold' },
  ),
  more(
    'Balenciaga',
    'Balenciaga Hourglass Wallet on Chain',
    'Hourglass',
    'wallet',
    1650,
    'A',
    ['Wallets', 'Bags'],
    'Elite',
    ['shiny calfskin', 'chain'],
    'The Hourglass wallet on a chain in shiny calfskin: a wallet that goes out alone.',
  ),
  more(
    'Balenciaga',
    'Balenciaga Neo Classic Mini',
    'Neo Classic',
    'top-handle',
    1990,
    'A',
    ['Bags', 'Preorder'],
    'Reserve,Elite',
    ['grained calfskin', 'top handle'],
    'The Neo Classic mini in grained calfskin with aged-brass studs. Arriving after authentication.',
  ),
];

// ---------------------------------------------------------------------------------------
// Orders (specified first: product borrow state follows from them)

type MemberRole = TierId;

interface OrderSpec {
  member: MemberRole;
  /** Title of the product borrowed. */
  product: string;
  status: OrderStatus;
  createdDaysAgo: number;
  notes?: string;
}

const ORDER_SPECS: readonly OrderSpec[] = [
  {
    member: 'reserve',
    product: 'Gucci Ophidia GG Small Tote',
    status: 'active_rental',
    createdDaysAgo: 20,
  },
  { member: 'reserve', product: 'Hermès Clic H Bracelet', status: 'completed', createdDaysAgo: 75 },
  {
    member: 'reserve',
    product: 'Prada Saffiano Leather Bifold Wallet',
    status: 'cancelled',
    createdDaysAgo: 52,
    notes: 'Cancelled by the member before shipping.',
  },
  {
    member: 'elite',
    product: 'Gucci GG Marmont Small Shoulder Bag',
    status: 'in_transit',
    createdDaysAgo: 2,
  },
  {
    member: 'elite',
    product: 'Prada Re-Edition 2005 Re-Nylon',
    status: 'return_pending',
    createdDaysAgo: 33,
    notes: 'Swap requested; prepaid return label emailed.',
  },
  { member: 'elite', product: 'Fendi Mon Trésor Bucket', status: 'completed', createdDaysAgo: 64 },
  {
    member: 'crown',
    product: 'Chanel Classic Flap Medium',
    status: 'delivered',
    createdDaysAgo: 6,
  },
  {
    member: 'crown',
    product: 'Hermès Kelly 28 Sellier',
    status: 'pending_shipment',
    createdDaysAgo: 1,
  },
  {
    member: 'crown',
    product: 'Bottega Veneta Cassette Intrecciato',
    status: 'completed',
    createdDaysAgo: 48,
  },
  {
    member: 'crown',
    product: 'Dior Lady Dior Medium',
    status: 'completed',
    createdDaysAgo: 90,
    notes: 'Member bought the bag at the member price.',
  },
  {
    member: 'crown',
    product: 'Balenciaga Hourglass Small Top Handle',
    status: 'cancelled',
    createdDaysAgo: 12,
    notes: 'Cancelled: member chose the Kelly instead.',
  },
];

const SHIPPED: readonly OrderStatus[] = [
  'in_transit',
  'delivered',
  'active_rental',
  'return_pending',
  'completed',
];
const DELIVERED: readonly OrderStatus[] = [
  'delivered',
  'active_rental',
  'return_pending',
  'completed',
];

/** Statuses in which the bag is with the member or on its way: the product is Borrowed. */
const BORROWED_ORDER_STATUSES: readonly OrderStatus[] = CURRENT_ORDER_STATUSES;

/** A product with its fixed id and the photo files to upload for it. */
export interface SeedProduct extends SeedDoc<ProductDoc> {
  photoFiles: SeedPhoto[];
}

/** The seed's first products, each for a case the app handles; the rest widen the closet. */
const CASE_PRODUCTS = 50;

function defaultPhotoCount(index: number, status: ProductStatus): number {
  // The wider closet keeps to one or two views a bag (the renderings are committed).
  if (index >= CASE_PRODUCTS) return 1 + (index % 2);
  if (status === 'Active') return 1 + (index % 5);
  return 1 + (index % 3);
}

/**
 * Days before the seed's day a product was added: the first products two days apart from
 * 150 days back; the wider closet spread over the same months (newest first mixes them),
 * the newest added yesterday.
 */
function addedDaysAgoOf(index: number): number {
  if (index < CASE_PRODUCTS) return 150 - 2 * index;
  return 1 + (((index - CASE_PRODUCTS) * 37) % 149);
}

/**
 * The catalogue: 50 products across the nine known brands, every category, rank, status,
 * borrow status and access level. A product is `Borrowed` exactly when a current order
 * holds it and `Swapping` while its return is pending; who holds it is in its loan
 * document ({@link seedProductLoans}), never on the product. Photos are files the seed writes into the built site (SEED_PHOTO_DIR).
 */
export function seedProducts(now: Date = SEED_BASE_DATE): SeedProduct[] {
  const brandCounters = new Map<KnownBrand, number>();
  // Ids like Firestore's own, never the title: a visitor must not be able to guess a hidden
  // or higher-tier bag's address. Drawn from a fixed seed, so they are the same every run.
  const ids = prng(0x1d5eed);

  return PRODUCT_SPECS.map((spec, index): SeedProduct => {
    const id = autoId(ids);
    const status = spec.status ?? 'Active';
    const colourIndex = brandCounters.get(spec.brand) ?? 0;
    brandCounters.set(spec.brand, colourIndex + 1);
    const palettes = BRAND_PALETTES[spec.brand];
    const palette = palettes[colourIndex % palettes.length] as Palette;

    const photoCount = spec.photos ?? defaultPhotoCount(index, status);
    const photoFiles = Array.from({ length: photoCount }, (_, i): SeedPhoto => ({
      file: `${id}-${i + 1}.jpg`,
      silhouette: spec.shape,
      palette,
      view: i + 1,
    }));

    const orders = ORDER_SPECS.filter((o) => o.product === spec.title);
    const firstOrderDaysAgo = Math.max(0, ...orders.map((o) => o.createdDaysAgo));
    const addedDaysAgo = Math.max(addedDaysAgoOf(index), firstOrderDaysAgo + 7);
    const dateAdded = daysAgo(now, addedDaysAgo);

    const holding = orders.find((o) => BORROWED_ORDER_STATUSES.includes(o.status));
    const returning = orders.find((o) => o.status === 'return_pending');
    let borrowStatus: BorrowStatus = 'Available';
    if (spec.maintenance) borrowStatus = 'Maintenance';
    if (returning) borrowStatus = 'Swapping';
    if (holding) borrowStatus = 'Borrowed';

    const lastChangeDaysAgo = Math.min(
      addedDaysAgo - 1,
      ...orders.map((o) => Math.max(0, o.createdDaysAgo - 3)),
    );
    const draft = {
      title: spec.title,
      brand: spec.brand,
      style: spec.style,
      size: spec.size,
      rank: spec.rank,
      price: spec.dollars * 100,
      status,
      description: spec.description,
      photos: photoFiles.map((f) => seedPhotoUrl(f.file)),
      categories: spec.categories,
      tags: spec.tags,
      borrow_status: borrowStatus,
      access_levels: spec.access,
      return_date: holding ? returnDueDate(daysAgo(now, holding.createdDaysAgo)) : null,
    };
    return {
      id,
      photoFiles,
      data: {
        ...draft,
        ...deriveProductFields(draft),
        date_added: dateAdded,
        created_at: dateAdded,
        updated_at: daysAgo(now, Math.max(0, lastChangeDaysAgo)),
      },
    };
  });
}

/** Typical package size of each silhouette: pounds, then inches. */
const PACKAGES: Readonly<Record<Silhouette, [number, number, number, number]>> = {
  flap: [2.4, 14, 8, 10],
  tote: [3.1, 18, 8, 14],
  bucket: [2.2, 12, 10, 12],
  'top-handle': [3.6, 16, 9, 13],
  hobo: [2.5, 16, 7, 12],
  clutch: [1.6, 14, 6, 8],
  crossbody: [1.9, 12, 6, 9],
  backpack: [2.8, 16, 8, 18],
  saddle: [2.3, 13, 7, 11],
  baguette: [1.9, 14, 6, 8],
  wallet: [0.9, 10, 4, 6],
  bangle: [0.6, 6, 6, 4],
  scarf: [0.7, 10, 10, 3],
};

const TRACKING_CHARACTERS = [...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'];

/**
 * Orders of the three member accounts in all seven statuses. Each member has at most
 * `bagsAtATime` current orders (the Crown member holds two bags) and every order is for a
 * product the member's tier may see. Dates follow the status: shipped the day after the
 * order, delivered three days after, due back 30 days after the order.
 */
export function seedOrders(now: Date = SEED_BASE_DATE): SeedDoc<OrderDoc>[] {
  const rng = prng(0x0dde5);
  const accounts = new Map(seedAccounts(now).map((a) => [a.role, a]));
  const products = new Map(seedProducts(now).map((prod) => [prod.data.title, prod]));

  return ORDER_SPECS.map((spec): SeedDoc<OrderDoc> => {
    const account = accounts.get(spec.member);
    const product = products.get(spec.product);
    const productSpec = PRODUCT_SPECS.find((s) => s.title === spec.product);
    if (!account?.profile.shipping_address || !account.tier || !product || !productSpec) {
      throw new Error(`Seed order for ${spec.member} / ${spec.product} does not resolve`);
    }
    const created = daysAgo(now, spec.createdDaysAgo);
    const shipped = SHIPPED.includes(spec.status) ? addDays(created, 1) : null;
    const delivered = DELIVERED.includes(spec.status) ? addDays(created, 3) : null;
    const [weight, length, width, height] = PACKAGES[productSpec.shape];
    const tracking = shipped
      ? `1Z${Array.from({ length: 16 }, () => pick(rng, TRACKING_CHARACTERS)).join('')}`
      : null;
    let updated = delivered ?? shipped ?? created;
    if (spec.status === 'completed') updated = addDays(created, 33);
    if (spec.status === 'return_pending') updated = daysAgo(now, 2);
    if (spec.status === 'cancelled') updated = addDays(created, 0.25);

    return {
      id: autoId(rng),
      data: {
        user_id: account.uid,
        bag_id: product.id,
        bag_name: product.data.title,
        bag_brand: product.data.brand,
        bag_image: product.data.photos[0] ?? null,
        bag_tier: product.data.access_levels,
        bag_retail_price: product.data.price,
        user_tier: account.tier,
        shipping_address: account.profile.shipping_address,
        order_status: spec.status,
        tracking_number: tracking,
        bag_weight: shipped ? weight : null,
        bag_length: shipped ? length : null,
        bag_width: shipped ? width : null,
        bag_height: shipped ? height : null,
        order_date: created,
        shipped_date: shipped,
        delivered_date: delivered,
        return_due_date: returnDueDate(created),
        overdue: false,
        overdue_flagged_at: null,
        // The seeded members' memberships are active: no order of theirs is held back.
        held_back: false,
        created_at: created,
        updated_at: updated,
      },
    };
  });
}

/** Admins' notes on the seed orders, kept apart from the orders (admins only read them). */
export function seedOrderNotes(now: Date = SEED_BASE_DATE): SeedDoc<OrderNotesDoc>[] {
  const orders = seedOrders(now);
  return ORDER_SPECS.flatMap((spec, index) => {
    const order = orders[index];
    return spec.notes && order
      ? [{ id: order.id, data: { admin_notes: spec.notes, updated_at: order.data.updated_at } }]
      : [];
  });
}

// ---------------------------------------------------------------------------------------
// Waitlist

const FIRST_NAMES = [
  'Amelia',
  'Sofia',
  'Olivia',
  'Maya',
  'Chloe',
  'Isabella',
  'Nora',
  'Zoe',
  'Leah',
  'Hannah',
  'Priya',
  'Aisha',
  'Mei',
  'Grace',
  'Julia',
  'Naomi',
  'Clara',
  'Ines',
  'Lucia',
  'Ava',
  'Harper',
  'Stella',
  'Layla',
  'Vera',
  'Ruby',
  'Daniela',
  'Keiko',
  'Margot',
  'Jade',
  'Eva',
] as const;
const LAST_NAMES = [
  'Bennett',
  'Nguyen',
  'Rossi',
  'Patel',
  'Kim',
  'Okafor',
  'Schmidt',
  'Alvarez',
  'Dubois',
  'Cohen',
  'Hughes',
  'Tanaka',
  'Silva',
  'Fischer',
  'Reyes',
  'Murphy',
  'Larsen',
  'Haddad',
  'Novak',
  'Ward',
] as const;
const EXCITEMENT = [
  'Trying bags I would never buy outright.',
  'Rotating a Chanel for events without the commitment.',
  'I travel for work and want a different bag every month.',
  'Finally trying a Kelly before deciding to buy one.',
  'Sustainable luxury: sharing beats buying.',
  'Curious about the Crown tier and the new arrivals.',
] as const;
const COMMENTS = [
  'Do you ship to Hawaii?',
  'Would love more Bottega Veneta.',
  'Please add a mini bag category.',
  'Is there a student discount?',
] as const;
const ZIPS = [
  '10012',
  '90069',
  '60611',
  '94110',
  '33139',
  '02116',
  '98101',
  '78704',
  '30309',
  '80206',
] as const;

/** The style quiz answers a few web signups sent from `/quiz` (every third web signup). */
const QUIZ_ANSWERS: readonly StyleAnswers[] = [
  {
    occasions: ['work', 'travel'],
    colours: ['black', 'browns'],
    silhouettes: ['tote', 'top-handle'],
    brands: ['louis-vuitton', 'hermes'],
    budget: 'up-to-10000',
  },
  {
    occasions: ['evening', 'occasions'],
    colours: ['black', 'metallics'],
    silhouettes: ['clutch', 'shoulder'],
    brands: ['chanel', 'dior'],
    budget: 'any',
  },
  {
    occasions: ['everyday'],
    colours: ['neutrals'],
    silhouettes: ['crossbody', 'mini'],
    brands: [],
    budget: 'up-to-2000',
  },
];

/** Status of each of the 30 signups (all four, mostly pending). */
const WAITLIST_STATUS_PLAN: readonly WaitlistStatus[] = [
  // Oldest first: early signups have been handled, the recent ones wait.
  ...Array<WaitlistStatus>(4).fill('declined'),
  ...Array<WaitlistStatus>(4).fill('converted'),
  ...Array<WaitlistStatus>(6).fill('invited'),
  ...Array<WaitlistStatus>(16).fill('pending'),
];

/**
 * The Club: the Elite member's referral code, and the signups (by their place in
 * {@link WAITLIST_STATUS_PLAN}, web signups) that came through her link: one converted
 * (a member, her credit granted in demo billing and waiting for her next charge), one
 * invited, one still pending.
 */
const SEED_REFERRER = { uid: 'seed-elite', email: 'elite@unlimited.test', code: 'GX7K2MQ9RWTZ' };
const SEED_REFERRED_SIGNUPS: ReadonlySet<number> = new Set([4, 9, 27]);

/** `referrers/{uid}`: the Elite member's referral code. */
export function seedReferrers(now: Date = SEED_BASE_DATE): SeedDoc<ReferrerDoc>[] {
  return [
    { id: SEED_REFERRER.uid, data: { code: SEED_REFERRER.code, created_at: daysAgo(now, 70) } },
  ];
}

/** `referrals/{signupId}`: the Elite member's referrals, one per referred signup. */
export function seedReferrals(now: Date = SEED_BASE_DATE): SeedDoc<ReferralDoc>[] {
  return seedWaitlist(now)
    .filter(({ data }) => data.referred_by === SEED_REFERRER.uid)
    .map(({ id, data: signup }) => {
      const credited = signup.status === 'converted';
      const state: ReferralState = credited
        ? 'credited'
        : signup.status === 'invited'
          ? 'invited'
          : 'joined';
      return {
        id,
        data: {
          referrer_uid: SEED_REFERRER.uid,
          friend_name: referralDisplayName(signup.full_name, signup.email),
          state,
          credit_cents: credited ? REFERRAL_CREDIT_CENTS : null,
          credit_mode: credited ? 'demo' : null,
          credit_status: credited ? 'granted' : null,
          credit_event_id: credited ? 'evt_seed_referral_credit' : null,
          credited_at: credited ? signup.updated_at : null,
          stripe_balance_transaction_id: null,
          applied_charge_id: null,
          created_at: signup.submitted_at,
          updated_at: signup.updated_at,
        },
      };
    });
}

/** Thirty waitlist signups across the three tiers and four statuses, from the web form and a survey import. */
export function seedWaitlist(now: Date = SEED_BASE_DATE): SeedDoc<WaitlistSignupDoc>[] {
  const rng = prng(0x3a171);
  const importDate = daysAgo(now, 17);
  return WAITLIST_STATUS_PLAN.map((status, i): SeedDoc<WaitlistSignupDoc> => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] as string;
    const tier = TIER_IDS[(i * 2 + Math.floor(i / 3)) % TIER_IDS.length] as TierId;
    const imported = i % 3 === 2;
    const submitted = imported ? importDate : daysAgo(now, 62 - i * 2 + rng());
    const reviewed = addDays(submitted, 1 + Math.floor(rng() * 5));
    const updated =
      status === 'pending' ? submitted : new Date(Math.min(reviewed.getTime(), now.getTime()));
    const adminNote =
      status === 'invited'
        ? 'Invited to the November cohort.'
        : status === 'converted'
          ? `Joined as a ${TIERS[tier].name} member.`
          : status === 'declined'
            ? 'Outside the launch shipping area for now.'
            : null;
    const importNote = imported ? 'Imported from the survey tool on 2026-10-15.' : null;
    const notes = [importNote, adminNote].filter((n): n is string => n !== null).join(' ') || null;

    return {
      id: autoId(rng),
      data: {
        full_name: `${first} ${last}`,
        email: `${first}.${last}@example.com`.toLowerCase(),
        tier,
        zip_code: i % 4 === 3 ? null : (ZIPS[i % ZIPS.length] as string),
        excitement_reason: i % 3 === 1 ? null : (EXCITEMENT[i % EXCITEMENT.length] as string),
        comment: i % 5 === 0 ? (COMMENTS[(i / 5) % COMMENTS.length] as string) : null,
        status,
        submitted_at: submitted,
        notes,
        updated_at: updated,
        source: imported ? 'survey_import' : 'web',
        style_answers:
          !imported && i % 3 === 0 ? (QUIZ_ANSWERS[(i / 3) % QUIZ_ANSWERS.length] ?? null) : null,
        ...(SEED_REFERRED_SIGNUPS.has(i)
          ? {
              referred_by: SEED_REFERRER.uid,
              referred_by_email: SEED_REFERRER.email,
              referred: true,
            }
          : { referred_by: null, referred_by_email: null, referred: false }),
      },
    };
  });
}

/**
 * The invitation behind each Invited and Converted signup, as `inviteSignups` and a paid
 * checkout leave it: an Invited signup has an open (pending) invitation an admin can
 * re-send or revoke (four sent days ago, two expired); a Converted one a converted
 * invitation. The seed knows no token (the hash is of a random value): an admin re-sends
 * to get a working link, as after a lost email.
 */
export function seedInvitations(now: Date = SEED_BASE_DATE): SeedDoc<InvitationDoc>[] {
  const rng = prng(0x1a7173);
  // Days since each Invited signup's email: four links still open, two expired.
  const invitedDaysAgo = [2, 4, 6, 9, 16, 20];
  let invited = 0;
  return seedWaitlist(now).flatMap(({ id, data: signup }): SeedDoc<InvitationDoc>[] => {
    if (signup.status !== 'invited' && signup.status !== 'converted') return [];
    const converted = signup.status === 'converted';
    const sent = converted
      ? signup.updated_at
      : daysAgo(now, invitedDaysAgo[invited++ % invitedDaysAgo.length] ?? 2);
    return [
      {
        id,
        data: {
          signup_id: id,
          email: signup.email,
          full_name: signup.full_name,
          tier: signup.tier,
          token_hash: createHash('sha256').update(autoId(rng)).digest('hex'),
          status: converted ? 'converted' : 'pending',
          expires_at: invitationExpiry(sent),
          created_at: sent,
          updated_at: sent,
          sent_count: 1,
          invited_by: 'admin@unlimited.test',
          accepted_uid: null,
          accepted_at: converted ? sent : null,
          converted_at: converted ? sent : null,
          revoked_at: null,
        },
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------
// Dashboard, activity, brand summary

/**
 * The `stats/dashboard` counters, counted from the seed documents with the same rules
 * the counter triggers apply (domain `recountStats`, see
 * `domain/src/operations/stats-rules.ts`).
 */
export function seedStats(now: Date = SEED_BASE_DATE): DashboardStatsDoc {
  return recountStats(
    {
      orders: seedOrders(now).map((o) => o.data),
      subscriptions: seedAccounts(now).flatMap((a) => (a.subscription ? [a.subscription] : [])),
      waitlist: seedWaitlist(now).map((w) => w.data),
      products: seedProducts(now).map((prod) => prod.data),
    },
    now,
  );
}

/** The seed's admin as an audit actor (seedAccounts: `seed-admin`, admin@unlimited.test). */
const SEED_ADMIN = { uid: 'seed-admin', name: 'admin@unlimited.test' } as const;

/**
 * The activity log: system lines as the functions write them, and the admin's history as
 * audit records built by the one builder every server writer uses (domain `auditRecord`,
 * `auditClientWrite`): the order the admin shipped, the signups they invited (one record
 * per seed invitation) and a product price they edited. No line that no code writes.
 */
export function seedActivity(now: Date = SEED_BASE_DATE): SeedDoc<ActivityDoc>[] {
  const rng = prng(0xac71);
  const orders = seedOrders(now);
  const byStatus = (status: OrderStatus) => orders.find((o) => o.data.order_status === status);
  const at = (hoursAgo: number) => addDays(now, -hoursAgo / 24);
  const docs: ActivityDoc[] = [];
  const line = (action: string, hoursAgo: number, actor: string) =>
    docs.push({ action, timestamp: at(hoursAgo), actor, search_tokens: auditSearchTokens(action) });
  const pending = byStatus('pending_shipment');
  if (pending) line(`New order ${shortOrderId(pending.id)}: ${pending.data.bag_name}`, 24, SYSTEM);
  const transit = byStatus('in_transit');
  if (transit) {
    // What updateOrder records when the admin ships: the status and the tracking number.
    docs.push(
      auditRecord({
        kind: 'status_changed',
        objectType: 'order',
        objectId: transit.id,
        label: `${shortOrderId(transit.id)} · ${transit.data.bag_name}`,
        actor: SEED_ADMIN,
        at: transit.data.shipped_date ?? at(26),
        changes: auditChanges(
          { ...transit.data, order_status: 'pending_shipment', tracking_number: null },
          transit.data,
          ORDER_AUDIT_FIELDS,
        ),
        action: `Order ${shortOrderId(transit.id)} moved to ${ORDER_STATUS_LABELS.in_transit}`,
      }),
    );
  }
  const returning = byStatus('return_pending');
  if (returning) line(`Return started for ${returning.data.bag_name}`, 48, SYSTEM);
  line('New waitlist signup (Crown)', 30, SYSTEM);
  // import-survey.ts surveyImportActivityText, with the admin who imported.
  line('Survey import: 10 waitlist signups added', 17 * 24, SEED_ADMIN.name);
  // inviteSignups: one record per invitation sent.
  for (const invitation of seedInvitations(now)) {
    docs.push(
      auditRecord({
        kind: 'invited',
        objectType: 'waitlist_signup',
        objectId: invitation.id,
        label: invitation.data.email,
        actor: SEED_ADMIN,
        at: invitation.data.created_at,
        changes: [{ field: 'status', before: 'pending', after: 'invited' }],
        action: 'Waitlist signup invited',
      }),
    );
  }
  // The audit trigger's record of a direct price edit in the admin app.
  const edited = seedProducts(now).find((p) => p.data.status === 'Active');
  if (edited) {
    const record = auditClientWrite({
      objectType: 'product',
      objectId: edited.id,
      before: { ...edited.data, price: edited.data.price + 5_000 },
      after: edited.data,
      actor: SEED_ADMIN,
      at: at(3),
    });
    if (record) docs.push(record);
  }
  return docs.map((data) => ({ id: autoId(rng), data }));
}

/** The admins named in the seed's audit records (the Activity page's person filter). */
export function seedActivityPeople(now: Date = SEED_BASE_DATE): SeedDoc<ActivityPersonDoc>[] {
  const last = seedActivity(now)
    .filter((doc) => doc.data.actor_uid === SEED_ADMIN.uid)
    .reduce((latest, doc) => Math.max(latest, doc.data.timestamp.getTime()), 0);
  return [{ id: SEED_ADMIN.uid, data: { ...SEED_ADMIN, last_at: new Date(last) } }];
}

/**
 * The brand lists, one per audience (`catalog/brands` for visitors, `brands-{tier}`),
 * counted by the same rule as the trigger that keeps them (domain `summariseBrands`).
 */
export function seedBrandSummaries(now: Date = SEED_BASE_DATE): SeedDoc<BrandSummaryDoc>[] {
  const products = seedProducts(now).map((product) => product.data);
  return BRAND_AUDIENCES.map((tier) => ({
    id: brandSummaryDocId(tier),
    data: { brands: summariseBrands(products, tier), updated_at: now },
  }));
}

/** The Vault's showcase, built by the same rule as the trigger that keeps it (domain `vaultShowcase`). */
export function seedVaultShowcase(now: Date = SEED_BASE_DATE): VaultShowcaseDoc {
  const products = seedProducts(now).map(({ id, data }) => ({ id, ...data }));
  return { ...vaultShowcase(products), updated_at: now };
}

/**
 * The loans of the bags out (`product_loans`, admins only): a bag Borrowed by its current
 * order's member, or Swapping on its way back from the member whose return is pending,
 * as the order lifecycle leaves them.
 */
export function seedProductLoans(
  now: Date = SEED_BASE_DATE,
  products: readonly SeedProduct[] = seedProducts(now),
  orders: readonly SeedDoc<OrderDoc>[] = seedOrders(now),
): SeedDoc<ProductLoanDoc>[] {
  return products.flatMap(({ id, data }) => {
    const statuses: readonly OrderStatus[] =
      data.borrow_status === 'Borrowed'
        ? BORROWED_ORDER_STATUSES
        : data.borrow_status === 'Swapping'
          ? ['return_pending']
          : [];
    const order = orders.find(
      (o) => o.data.bag_id === id && statuses.includes(o.data.order_status),
    );
    if (order === undefined) return [];
    return [
      {
        id,
        data: {
          product_id: id,
          user_id: order.data.user_id,
          order_id: order.id,
          created_at: order.data.created_at,
          updated_at: data.updated_at,
        },
      },
    ];
  });
}

/** Everything the seed writes, in one value. */
// ---------------------------------------------------------------------------------------
// The Magazine

/** The seed bag titled `title` (the first of that title), for an article to mention. */
function seedBagByTitle(products: readonly SeedProduct[], title: string): SeedProduct {
  const product = products.find((p) => p.data.title === title);
  if (!product) throw new Error(`No seed bag is titled ${title}`);
  return product;
}

/**
 * Four published articles about the seed's bags and houses (each mentions seed bags and
 * takes its cover from one of their photos) and one draft, as staff would write them.
 */
export function seedArticles(
  now: Date = SEED_BASE_DATE,
  products: readonly SeedProduct[] = seedProducts(now),
): SeedDoc<ArticleDoc>[] {
  return writtenArticles(now, products).map(({ article }) => article);
}

/** Who wrote each seed article (`article_authors`, staff only), as saveArticle keeps it. */
export function seedArticleAuthors(
  now: Date = SEED_BASE_DATE,
  products: readonly SeedProduct[] = seedProducts(now),
): SeedDoc<ArticleAuthorDoc>[] {
  return writtenArticles(now, products).map(({ article, author }) => ({
    id: article.id,
    data: { author },
  }));
}

function writtenArticles(
  now: Date,
  products: readonly SeedProduct[],
): { article: SeedDoc<ArticleDoc>; author: string }[] {
  const bag = (title: string) => seedBagByTitle(products, title);
  const cover = (product: SeedProduct) => seedPhotoUrl(`${product.id}-1.jpg`);
  const alma = bag('Louis Vuitton Alma BB Epi');
  const ophidia = bag('Gucci Ophidia GG Small Tote');
  const montaigne = bag('Dior 30 Montaigne Flap');
  const reEdition = bag('Prada Re-Edition 2000 Nylon');
  const backpack = bag('Prada Re-Nylon Backpack');
  const carre = bag('Hermès Carré 90 Brides de Gala');
  const scarf = bag('Chanel Silk Twill Logo Scarf');
  const article = (
    slug: string,
    fields: Pick<
      ArticleDoc,
      'title' | 'description' | 'cover_url' | 'cover_alt' | 'body' | 'bag_ids'
    >,
    published: Date | null,
    author: string,
  ): { article: SeedDoc<ArticleDoc>; author: string } => ({
    article: {
      id: slug,
      data: {
        slug,
        ...fields,
        status: published ? 'published' : 'draft',
        published_at: published,
        created_at: daysAgo(published ?? now, 2),
        updated_at: published ?? daysAgo(now, 1),
      },
    },
    author,
  });
  return [
    article(
      'the-alma-bb-a-small-bag-with-a-long-history',
      {
        title: 'The Alma BB: a small bag with a long history',
        description:
          'How a 1930s Louis Vuitton shape became the everyday bag our members ask for first, and why the Epi leather version wears so well.',
        cover_url: cover(alma),
        cover_alt: 'The Louis Vuitton Alma BB in Epi leather, standing on a cream backdrop',
        body: [
          'The Alma began life in 1934 as a commission for Coco Chanel, who wanted a travel bag she could carry every day. Louis Vuitton made the shape its own, and the BB, the smallest size, is the one our members reach for most.',
          '## Why Epi leather',
          'Epi is grained, dyed calfskin. The ridges hide the small knocks of city life far better than smooth leather, and the colour goes all the way through, so a scuff does not show pale underneath.',
          '- **Size:** about 24 cm wide, enough for a phone, a wallet and keys',
          '- **Carry:** by the rolled handles, or across the body on the removable strap',
          '- **Care:** wipe with a dry cloth; keep it stuffed when it rests',
          '## Carrying it with Unlimited',
          'The Alma BB sits in the closet at every tier. Choose it from its page when it is available, or join the queue when another member has it out.',
        ].join('\n\n'),
        bag_ids: [alma.id, bag('Louis Vuitton Alma BB').id],
      },
      daysAgo(now, 3),
      'operations@unlimited.test',
    ),
    article(
      'nylon-grows-up-prada-re-edition',
      {
        title: 'Nylon grows up: Prada’s Re-Edition and Re-Nylon',
        description:
          'Prada made nylon a luxury material in 1984. Here is what the Re-Edition 2000 and the Re-Nylon backpack keep of that idea, and how they travel.',
        cover_url: cover(reEdition),
        cover_alt: 'The Prada Re-Edition 2000 nylon bag with its enamel triangle logo',
        body: [
          'In 1984 Miuccia Prada took the tough nylon her grandfather’s company used to line trunks and made a backpack of it. Luxury houses had worked in leather; this was a quiet provocation, and it worked.',
          '## The Re-Edition 2000',
          'A small shoulder bag with a zip top and the enamel triangle. It weighs next to nothing, which is why members take it on trips where a leather bag would be one thing too many.',
          '## The Re-Nylon backpack',
          'Re-Nylon is regenerated nylon, made from fishing nets and carpet fibre. The backpack keeps the 1984 shape with leather trims.',
          '> Light, water-resistant and easy to clean: the bag for a weekend away.',
        ].join('\n\n'),
        bag_ids: [reEdition.id, backpack.id],
      },
      daysAgo(now, 10),
      'admin@unlimited.test',
    ),
    article(
      'dior-30-montaigne-the-address-on-the-clasp',
      {
        title: 'Dior 30 Montaigne: the address on the clasp',
        description:
          'The CD clasp of the 30 Montaigne flap is the address of Dior’s first salon. A short story of the bag, and how to wear a structured flap by day.',
        cover_url: cover(montaigne),
        cover_alt: 'The Dior 30 Montaigne flap bag with its gold CD clasp',
        body: [
          'Christian Dior opened his house at 30 avenue Montaigne in 1946. The bag named after it carries the two initials as its clasp, and a structured flap that holds its shape from morning to evening.',
          '## By day',
          'Wear it on the shoulder with the strap at its longest, over a knit or a trench. The structure does the work; keep the rest simple.',
          '## By night',
          'Shorten the strap and carry it close. The clasp catches the light on its own.',
          'Pair it with a silk scarf from the closet, such as the [Carré 90](/bags/' +
            carre.id +
            '), knotted at the handle.',
        ].join('\n\n'),
        bag_ids: [montaigne.id, carre.id],
      },
      daysAgo(now, 20),
      'operations@unlimited.test',
    ),
    article(
      'gucci-ophidia-and-the-web-stripe',
      {
        title: 'Gucci Ophidia and the Web stripe',
        description:
          'The green-red-green Web stripe came from saddle girths. Why the Ophidia tote wears it so well, and what to do when the bag you want is out.',
        cover_url: cover(ophidia),
        cover_alt: 'The Gucci Ophidia GG small tote with its green and red Web stripe',
        body: [
          'Gucci began as a maker of leather goods for riders, and the Web stripe, green, red, green, comes from the girth that holds a saddle in place. The Ophidia collection sets it on GG Supreme canvas with a Double G in gold.',
          '## A tote for every day',
          'The small tote holds a laptop sleeve, a scarf and a book. The canvas is coated, so rain is not a worry.',
          '## When it is out',
          'Popular bags are often with another member. Join the queue from the bag’s page: when it comes back, it is held for you for 48 hours.',
        ].join('\n\n'),
        bag_ids: [ophidia.id, scarf.id],
      },
      daysAgo(now, 35),
      'admin@unlimited.test',
    ),
    article(
      'caring-for-silk-scarves',
      {
        title: 'Caring for silk scarves',
        description: 'How to store, knot and refresh a silk twill scarf between rotations.',
        cover_url: cover(scarf),
        cover_alt: 'A Chanel silk twill scarf folded into a square',
        body: 'Draft: notes on storing silk flat, steaming rather than ironing, and three knots for a bag handle.',
        bag_ids: [scarf.id, carre.id],
      },
      null,
      'operations@unlimited.test',
    ),
  ];
}

export function buildSeed(now: Date = SEED_BASE_DATE) {
  return {
    accounts: seedAccounts(now),
    products: seedProducts(now),
    orders: seedOrders(now),
    productLoans: seedProductLoans(now),
    orderNotes: seedOrderNotes(now),
    waitlist: seedWaitlist(now),
    invitations: seedInvitations(now),
    stats: seedStats(now),
    activity: seedActivity(now),
    activityPeople: seedActivityPeople(now),
    brandSummaries: seedBrandSummaries(now),
    vault: seedVaultShowcase(now),
    referrers: seedReferrers(now),
    referrals: seedReferrals(now),
    articles: seedArticles(now),
    articleAuthors: seedArticleAuthors(now),
  };
}
