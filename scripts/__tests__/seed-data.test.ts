import { readFileSync } from 'node:fs';
import {
  STAFF_ROLES,
  staffRoleOf,
  cartOffer,
  cartPurchases,
  vaultShowcaseDocSchema,
  articleDocSchema,
  ACCESS_LEVELS,
  IMPORTABLE_BORROW_STATUSES,
  CATEGORIES,
  KNOWN_BRANDS,
  MAX_PRODUCT_PHOTOS,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  RANKS,
  TIERS,
  TIER_IDS,
  invitationDocSchema,
  productLoanDocSchema,
  WAITLIST_STATUSES,
  ADD_ON_IDS,
  fitsValueCap,
  tierValueCapCents,
  activityDocSchema,
  activityPersonDocSchema,
  addOnRefusal,
  brandToSlug,
  brandSummaryDocSchema,
  canSee,
  currentOrderCount,
  dashboardStatsDocSchema,
  isCurrentOrder,
  orderDocSchema,
  productDocSchema,
  profileDocSchema,
  styleAnswersSchema,
  subscriptionDocSchema,
  waitlistSignupDocSchema,
  normaliseReferralCode,
  referralDocSchema,
} from '@unlimited/domain';
import { describe, expect, it } from 'vitest';
import { seedCharges } from '../seed-billing';
import {
  PLACEHOLDER_PALETTE,
  SEED_BASE_DATE,
  SEED_PASSWORD,
  SILHOUETTES,
  buildSeed,
  renderSeedPhoto,
  seedAccounts,
  seedOrders,
  seedProducts,
  seedStaff,
  seedWaitlist,
  seedPhotoUrl,
} from '../seed-data';

const seed = buildSeed();
const products = seed.products.map((p) => p.data);
const orders = seed.orders.map((o) => o.data);
const waitlist = seed.waitlist.map((w) => w.data);
const accounts = seed.accounts;

function asset(name: string): string {
  return readFileSync(new URL(`../seed-assets/${name}.svg`, import.meta.url), 'utf8');
}

/** Dates that lie ahead by nature: when a bag is due back, when a billing period ends. */
const FUTURE_FIELDS = new Set([
  'return_due_date',
  'return_date',
  'current_period_end',
  'expires_at',
]);

/** Every Date in a value, except those of the future-dated fields. */
function pastDates(value: unknown): Date[] {
  if (value instanceof Date) return [value];
  if (Array.isArray(value)) return value.flatMap(pastDates);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      FUTURE_FIELDS.has(key) ? [] : pastDates(item),
    );
  }
  return [];
}

describe('seed data', () => {
  it('is deterministic: two builds are deep-equal', () => {
    expect(buildSeed()).toEqual(seed);
  });

  it('dates nothing that has happened after the base date', () => {
    const late = pastDates(seed).filter((d) => d.getTime() > SEED_BASE_DATE.getTime());
    expect(late).toEqual([]);
  });

  it('dates everything relative to the day it runs: past events before it, billing and returns after', () => {
    const today = new Date('2027-03-15T09:30:00Z');
    const later = buildSeed(today);
    expect(pastDates(later).filter((d) => d.getTime() > today.getTime())).toEqual([]);
    for (const account of later.accounts) {
      if (account.subscription) {
        expect(account.subscription.current_period_end.getTime()).toBeGreaterThan(today.getTime());
      }
    }
    const current = later.orders.filter((o) =>
      ['pending_shipment', 'in_transit', 'delivered'].includes(o.data.order_status),
    );
    expect(current.length).toBeGreaterThan(0);
    // Shifting "now" shifts every date by the same amount: the data tells the same story.
    const shift = today.getTime() - SEED_BASE_DATE.getTime();
    expect(later.orders.map((o) => o.data.order_date.getTime() - shift)).toEqual(
      seed.orders.map((o) => o.data.order_date.getTime()),
    );
  });

  it('gives each member only the add-ons their tier can have (no Select Access on Crown)', () => {
    const members = seed.accounts.filter((a) => a.subscription !== null);
    expect(members.map((a) => a.role)).toEqual(['reserve', 'elite', 'crown']);
    for (const { subscription } of members) {
      for (const id of ADD_ON_IDS) {
        if (subscription!.add_ons[id]) expect(addOnRefusal(subscription!.plan_name, id)).toBeNull();
      }
    }
  });

  it('fills the Crown member’s Cart: a bag to buy at her member price and a receipt', () => {
    const crown = seed.accounts.find((a) => a.role === 'crown')!;
    const orders = seed.orders
      .filter((o) => o.data.user_id === crown.uid)
      .map((o) => ({ ...o.data, id: o.id }));
    const cart = cartOffer(orders, crown.subscription);
    expect(cart.bags.filter((bag) => bag.buyable).map((bag) => bag.order.bag_name)).toEqual([
      'Chanel Classic Flap Medium',
    ]);
    const charges = seedCharges(seed.accounts, seed.products, SEED_BASE_DATE)
      .filter((c) => c.data.user_id === crown.uid)
      .map((c) => ({ ...c.data, id: c.id }));
    expect(cartPurchases(charges)).toHaveLength(1);
  });

  it('uses unique ids in each collection', () => {
    for (const docs of [seed.products, seed.orders, seed.waitlist, seed.activity]) {
      const ids = docs.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  describe('accounts', () => {
    it('has one account per role with the documented password', () => {
      expect(accounts.map((a) => [a.email, a.uid])).toEqual([
        ['visitor@unlimited.test', 'seed-visitor'],
        ['reserve@unlimited.test', 'seed-reserve'],
        ['elite@unlimited.test', 'seed-elite'],
        ['crown@unlimited.test', 'seed-crown'],
        ['admin@unlimited.test', 'seed-admin'],
        ['owner@unlimited.test', 'seed-owner'],
        ['operations@unlimited.test', 'seed-operations'],
        ['support@unlimited.test', 'seed-support'],
      ]);
      expect(accounts.every((a) => a.password === SEED_PASSWORD)).toBe(true);
    });

    it('gives members an active subscription of their tier, a tier claim and an address', () => {
      for (const tier of TIER_IDS) {
        const member = accounts.find((a) => a.role === tier);
        expect(member?.subscription).toMatchObject({ plan_name: tier, status: 'active' });
        expect(member?.claims).toEqual({ tier });
        expect(member?.profile.shipping_address?.country).toBe('US');
        expect(member?.subscription?.current_period_end.getTime()).toBeGreaterThan(
          SEED_BASE_DATE.getTime(),
        );
      }
    });

    it('gives the Elite member a saved style profile, and no one else', () => {
      const profiles = accounts.map((a) => [a.role, a.profile.style_profile ?? null] as const);
      expect(profiles.filter(([, profile]) => profile !== null).map(([role]) => role)).toEqual([
        'elite',
      ]);
      const elite = accounts.find((a) => a.role === 'elite')?.profile.style_profile;
      expect(styleAnswersSchema.parse(elite)).toMatchObject({ budget: 'up-to-5000' });
      expect(elite?.saved_at.getTime()).toBeLessThan(SEED_BASE_DATE.getTime());
    });

    it('gives the visitor nothing and the admin only the admin claim', () => {
      const visitor = accounts.find((a) => a.role === 'visitor');
      const admin = accounts.find((a) => a.role === 'admin');
      expect(visitor).toMatchObject({ tier: null, subscription: null, claims: {} });
      expect(admin).toMatchObject({ tier: null, subscription: null });
      expect(admin?.claims).toEqual({ admin: true });
    });

    it('gives each staff role its account: admin: true with the role, no membership', () => {
      for (const role of STAFF_ROLES) {
        const account = accounts.find((a) => a.role === role);
        expect(account?.email).toBe(`${role}@unlimited.test`);
        expect(account?.claims).toEqual({ admin: true, role });
        expect(account?.subscription).toBeNull();
        expect(staffRoleOf(account?.claims)).toBe(role);
      }
      // The original admin has no role and counts as an owner.
      expect(staffRoleOf(accounts.find((a) => a.role === 'admin')?.claims)).toBe('owner');
    });

    it('lists every staff account on the team with its role, members none', () => {
      const staff = seedStaff(accounts, SEED_BASE_DATE);
      expect(staff.map((m) => [m.email, m.role])).toEqual([
        ['admin@unlimited.test', 'owner'],
        ['owner@unlimited.test', 'owner'],
        ['operations@unlimited.test', 'operations'],
        ['support@unlimited.test', 'support'],
      ]);
      expect(staff.every((m) => m.since.getTime() < SEED_BASE_DATE.getTime())).toBe(true);
    });
  });

  describe('products', () => {
    it('has at least 40 products across all nine brands', () => {
      expect(products.length).toBeGreaterThanOrEqual(40);
      expect(new Set(products.map((p) => p.brand))).toEqual(new Set(KNOWN_BRANDS));
    });

    it('covers every category, rank, status, borrow status and access level', () => {
      expect(new Set(products.flatMap((p) => p.categories))).toEqual(new Set(CATEGORIES));
      expect(new Set(products.map((p) => p.rank))).toEqual(new Set(RANKS));
      expect(new Set(products.map((p) => p.status))).toEqual(new Set(PRODUCT_STATUSES));
      expect(new Set(products.map((p) => p.borrow_status))).toEqual(
        new Set(IMPORTABLE_BORROW_STATUSES),
      );
      expect(new Set(products.map((p) => p.access_levels))).toEqual(new Set(ACCESS_LEVELS));
    });

    it('prices in cents between $450 and $18,000', () => {
      for (const p of products) {
        expect(Number.isInteger(p.price)).toBe(true);
        expect(p.price).toBeGreaterThanOrEqual(45_000);
        expect(p.price).toBeLessThanOrEqual(1_800_000);
      }
    });

    it('opens no product valued over $2,000 to Elite: the Elite promise (fitsValueCap)', () => {
      const broken = products.filter((p) => !fitsValueCap(p)).map((p) => p.title);
      expect(broken).toEqual([]);
      // The rule has teeth in the seed: dearer bags exist, and are Crown only.
      const dear = products.filter((p) => p.price > (tierValueCapCents('elite') ?? Infinity));
      expect(dear.length).toBeGreaterThan(5);
      for (const p of dear) expect(p.access_levels, p.title).toBe('Crown');
    });

    it('still gives Elite members a closet of bags to choose from', () => {
      const eliteBags = products.filter(
        (p) =>
          p.status === 'Active' &&
          p.borrow_status === 'Available' &&
          p.categories.includes('Bags') &&
          canSee('elite', p.access_levels),
      );
      expect(eliteBags.length).toBeGreaterThanOrEqual(8);
      // And at least one only Elite and above sees (membership-changes e2e relies on it).
      expect(eliteBags.some((p) => !canSee('reserve', p.access_levels))).toBe(true);
    });

    it('gives every Active product 1–5 photos and some Hidden products none', () => {
      for (const p of products.filter((p) => p.status === 'Active')) {
        expect(p.photos.length).toBeGreaterThanOrEqual(1);
        expect(p.photos.length).toBeLessThanOrEqual(MAX_PRODUCT_PHOTOS);
      }
      expect(products.some((p) => p.status === 'Hidden' && p.photos.length === 0)).toBe(true);
    });

    it('links each photo URL to a file the seed writes, /seed-photos/{id}-{n}.jpg', () => {
      for (const product of seed.products) {
        expect(product.data.photos).toEqual(product.photoFiles.map((f) => seedPhotoUrl(f.file)));
        product.photoFiles.forEach((f, i) => {
          expect(seedPhotoUrl(f.file)).toBe(`/seed-photos/${product.id}-${i + 1}.jpg`);
          expect(SILHOUETTES).toContain(f.silhouette);
        });
      }
    });

    it('gives products generated ids, never their titles, the same on every run', () => {
      for (const product of seed.products) {
        expect(product.id).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(product.id.toLowerCase()).not.toContain(brandToSlug(product.data.title).slice(0, 6));
      }
      expect(new Set(seed.products.map((p) => p.id)).size).toBe(seed.products.length);
      expect(buildSeed(new Date(2027, 0, 1)).products.map((p) => p.id)).toEqual(
        seed.products.map((p) => p.id),
      );
    });

    it('stores the derived brand slug and search keywords', () => {
      const birkin = seed.products.find((p) => p.data.title === 'Hermès Birkin 30 Togo');
      expect(birkin?.data.brand_slug).toBe('hermes');
      expect(birkin?.data.keywords).toEqual(expect.arrayContaining(['hermes', 'birkin', '30']));
    });
  });

  describe('orders', () => {
    const productsById = new Map(seed.products.map((p) => [p.id, p.data]));

    it('has orders in all seven statuses, all for member accounts', () => {
      expect(new Set(orders.map((o) => o.order_status))).toEqual(new Set(ORDER_STATUSES));
      const memberUids = accounts.filter((a) => a.tier).map((a) => a.uid);
      for (const o of orders) expect(memberUids).toContain(o.user_id);
    });

    it('gives no member more current orders than their tier allows', () => {
      for (const account of accounts.filter((a) => a.tier)) {
        const own = orders.filter((o) => o.user_id === account.uid);
        const tier = account.tier ?? 'reserve';
        expect(currentOrderCount(own)).toBeLessThanOrEqual(TIERS[tier].bagsAtATime);
        expect(own.every((o) => o.user_tier === tier)).toBe(true);
      }
      const crown = orders.filter((o) => o.user_id === 'seed-crown');
      expect(currentOrderCount(crown)).toBe(2);
    });

    it('orders only bags the member may see, copying the product fields', () => {
      for (const o of orders) {
        const product = productsById.get(o.bag_id);
        expect(product).toBeDefined();
        expect(canSee(o.user_tier, o.bag_tier)).toBe(true);
        expect(o).toMatchObject({
          bag_name: product?.title,
          bag_brand: product?.brand,
          bag_tier: product?.access_levels,
          bag_retail_price: product?.price,
          bag_image: product?.photos[0] ?? null,
        });
        expect(product?.date_added.getTime()).toBeLessThan(o.created_at.getTime());
      }
    });

    it('ships to the member profile address and dates each step in order', () => {
      for (const o of orders) {
        const account = accounts.find((a) => a.uid === o.user_id);
        expect(o.shipping_address).toEqual(account?.profile.shipping_address);
        const steps = [o.created_at, o.shipped_date, o.delivered_date].filter(
          (d): d is Date => d !== null,
        );
        expect(steps.map((d) => d.getTime())).toEqual([...steps.map((d) => d.getTime())].sort());
        expect(o.updated_at.getTime()).toBeGreaterThanOrEqual(o.created_at.getTime());
        expect(o.order_date).toEqual(o.created_at);
      }
    });

    it('marks a product Borrowed exactly when a current order holds it, its loan naming that member', () => {
      const loans = new Map(seed.productLoans.map((loan) => [loan.id, loan.data]));
      for (const { id, data } of seed.products) {
        const holding = seed.orders.filter(
          (o) => o.data.bag_id === id && isCurrentOrder(o.data.order_status),
        );
        const returning = seed.orders.filter(
          (o) => o.data.bag_id === id && o.data.order_status === 'return_pending',
        );
        // The product every member reads names nobody.
        expect(data).not.toHaveProperty('current_borrower');
        if (data.borrow_status === 'Borrowed') {
          expect(holding).toHaveLength(1);
          expect(loans.get(id)).toMatchObject({
            product_id: id,
            user_id: holding[0]?.data.user_id,
            order_id: holding[0]?.id,
          });
          expect(data.return_date).toEqual(holding[0]?.data.return_due_date);
        } else if (data.borrow_status === 'Swapping') {
          expect(holding).toEqual([]);
          expect(loans.get(id)).toMatchObject({
            user_id: returning[0]?.data.user_id,
            order_id: returning[0]?.id,
          });
        } else {
          expect(holding).toEqual([]);
          expect(loans.has(id)).toBe(false);
        }
      }
      for (const loan of seed.productLoans)
        expect(productLoanDocSchema.parse(loan.data)).toEqual(loan.data);
    });
  });

  describe('waitlist', () => {
    it('has 30 signups across all tiers and all four statuses', () => {
      expect(waitlist).toHaveLength(30);
      expect(new Set(waitlist.map((w) => w.tier))).toEqual(new Set(TIER_IDS));
      expect(new Set(waitlist.map((w) => w.status))).toEqual(new Set(WAITLIST_STATUSES));
      expect(new Set(waitlist.map((w) => w.source))).toEqual(new Set(['web', 'survey_import']));
    });

    it('stores unique lower-case emails and fills the optional fields only sometimes', () => {
      const emails = waitlist.map((w) => w.email);
      expect(new Set(emails).size).toBe(30);
      expect(emails.every((e) => e === e.toLowerCase())).toBe(true);
      for (const field of ['zip_code', 'excitement_reason', 'comment', 'notes'] as const) {
        expect(waitlist.some((w) => w[field] !== null)).toBe(true);
        expect(waitlist.some((w) => w[field] === null)).toBe(true);
      }
    });

    it('gives a few web signups style quiz answers, and no survey import', () => {
      const withQuiz = waitlist.filter((w) => w.style_answers !== null);
      expect(withQuiz.length).toBeGreaterThanOrEqual(3);
      expect(withQuiz.every((w) => w.source === 'web')).toBe(true);
      for (const w of withQuiz)
        expect(styleAnswersSchema.parse(w.style_answers)).toEqual(w.style_answers);
    });
  });

  describe('the Club', () => {
    it('gives the Elite member a referral code and referrals in three states, one credited', () => {
      const elite = seed.accounts.find((a) => a.role === 'elite');
      expect(seed.referrers).toEqual([
        { id: elite?.uid, data: expect.objectContaining({ code: expect.any(String) }) },
      ]);
      expect(normaliseReferralCode(seed.referrers[0]?.data.code)).toBe(
        seed.referrers[0]?.data.code,
      );
      const referrals = seed.referrals.map((r) => referralDocSchema.parse(r.data));
      expect(referrals.every((r) => r.referrer_uid === elite?.uid)).toBe(true);
      expect(referrals.map((r) => r.state).sort()).toEqual(['credited', 'invited', 'joined']);
      const credited = referrals.filter((r) => r.credit_status === 'granted');
      expect(credited).toHaveLength(1);
      expect(credited[0]).toMatchObject({ credit_cents: 2500, credit_mode: 'demo' });
      // Each referral is a web signup that says who referred it, in the matching status.
      const signups = new Map(seed.waitlist.map((w) => [w.id, w.data]));
      for (const { id, data } of seed.referrals) {
        const signup = signups.get(id);
        expect(signup).toMatchObject({
          referred_by: elite?.uid,
          referred_by_email: elite?.email,
          referred: true,
          source: 'web',
        });
        expect(signup?.status).toBe(
          { joined: 'pending', invited: 'invited', credited: 'converted', member: 'converted' }[
            data.state
          ],
        );
      }
      expect(seed.waitlist.filter((w) => w.data.referred)).toHaveLength(3);
    });
  });

  describe('invitations', () => {
    it('back every Invited signup with an open or expired invitation and every Converted one with a converted invitation, so Revoke and Re-send work on the seeded data', () => {
      const now = SEED_BASE_DATE;
      const byId = new Map(seed.invitations.map((i) => [i.id, i.data]));
      const signups = seed.waitlist;
      for (const { id, data } of signups) {
        const invitation = byId.get(id);
        if (data.status === 'invited') {
          expect(invitation).toMatchObject({
            status: 'pending',
            email: data.email,
            tier: data.tier,
          });
        } else if (data.status === 'converted') {
          expect(invitation).toMatchObject({ status: 'converted', email: data.email });
        } else {
          expect(invitation).toBeUndefined();
        }
      }
      const open = seed.invitations.filter(
        (i) => i.data.status === 'pending' && i.data.expires_at > now,
      );
      const expired = seed.invitations.filter(
        (i) => i.data.status === 'pending' && i.data.expires_at <= now,
      );
      expect([open.length, expired.length]).toEqual([4, 2]);
      for (const { data } of seed.invitations) {
        expect(invitationDocSchema.parse(data)).toEqual(data);
        expect(data.token_hash).toMatch(/^[0-9a-f]{64}$/);
      }
    });
  });

  describe('activity', () => {
    it("the admin's history is audit records naming the seed admin, never a line no code writes", () => {
      const admin = accounts.find((a) => a.role === 'admin')!;
      const audits = seed.activity.filter((a) => a.data.kind !== undefined).map((a) => a.data);
      expect(audits.length).toBe(seed.invitations.length + 2);
      for (const record of audits) {
        expect(record).toMatchObject({ actor: admin.email, actor_uid: admin.uid });
      }
      expect(audits.map((a) => a.object_type).sort()).toEqual(
        ['order', 'product', ...seed.invitations.map(() => 'waitlist_signup')].sort(),
      );
      // The seeded price edit names the product and its change, before → after.
      const edit = audits.find((a) => a.object_type === 'product')!;
      const product = seed.products.find((p) => p.id === edit.object_id)!;
      expect(edit.changes).toEqual([
        {
          field: 'price',
          before: String(product.data.price + 5_000),
          after: String(product.data.price),
        },
      ]);
      const texts = seed.activity.map((a) => a.data.action);
      expect(texts.filter((t) => /^Product (added|hidden)/.test(t))).toEqual([]);
      expect(seed.activityPeople).toEqual([
        { id: admin.uid, data: expect.objectContaining({ uid: admin.uid, name: admin.email }) },
      ]);
    });
  });

  describe('dashboard counters', () => {
    it('count the seed documents', () => {
      const { stats } = seed;
      expect(stats.active_subscriptions).toBe(3);
      expect(stats.pending_waitlist).toBe(waitlist.filter((w) => w.status === 'pending').length);
      expect(stats.orders_total).toBe(orders.length);
      expect(Object.values(stats.orders_by_status).reduce((a, b) => a + b, 0)).toBe(orders.length);
      expect(stats.waitlist_by_status.pending).toBe(stats.pending_waitlist);
      expect(stats.products_total).toBe(products.length);
      expect(stats.products_hidden_without_photos).toBeGreaterThan(0);
      expect(stats.pending_returns).toBe(stats.orders_by_status.return_pending);
    });

    it('list for each audience the brands of the Active products it may see', () => {
      const lists = new Map(seed.brandSummaries.map((doc) => [doc.id, doc.data.brands]));
      expect([...lists.keys()]).toEqual([
        'brands',
        'brands-reserve',
        'brands-elite',
        'brands-crown',
      ]);
      const total = (id: string) => (lists.get(id) ?? []).reduce((n, b) => n + b.count, 0);
      const active = products.filter((p) => p.status === 'Active');
      expect(total('brands-crown')).toBe(active.length);
      expect(total('brands')).toBe(active.filter((p) => canSee(null, p.access_levels)).length);
      expect(total('brands')).toBeLessThan(total('brands-elite'));
      expect(lists.get('brands-crown')?.find((b) => b.name === 'Hermès')?.slug).toBe('hermes');
    });
  });

  describe('the Magazine', () => {
    it('has four published articles and one draft, each mentioning bags visitors can see', () => {
      const published = seed.articles.filter((a) => a.data.status === 'published');
      expect(published).toHaveLength(4);
      expect(seed.articles.filter((a) => a.data.status === 'draft')).toHaveLength(1);
      for (const { id, data } of seed.articles) {
        expect(id).toBe(data.slug);
        expect(data.bag_ids.length).toBeGreaterThan(0);
        for (const bagId of data.bag_ids) {
          const bag = seed.products.find((p) => p.id === bagId)?.data;
          expect(bag?.status).toBe('Active');
          expect(bag?.access_levels).toBe('Any');
        }
        expect(data.cover_url).toBe(`/seed-photos/${data.bag_ids[0]}-1.jpg`);
      }
      for (const { data } of published) {
        expect(data.published_at!.getTime()).toBeLessThan(SEED_BASE_DATE.getTime());
      }
    });
  });

  describe('every seed document parses with its collection schema, unchanged', () => {
    const cases = [
      ['products', productDocSchema, products],
      ['orders', orderDocSchema, orders],
      ['waitlist_signups', waitlistSignupDocSchema, waitlist],
      ['profiles', profileDocSchema, accounts.map((a) => a.profile)],
      ['subscriptions', subscriptionDocSchema, accounts.flatMap((a) => a.subscription ?? [])],
      ['activity', activityDocSchema, seed.activity.map((a) => a.data)],
      ['activity_people', activityPersonDocSchema, seed.activityPeople.map((a) => a.data)],
      ['stats', dashboardStatsDocSchema, [seed.stats]],
      ['catalog', brandSummaryDocSchema, seed.brandSummaries.map((doc) => doc.data)],
      ['catalog/vault', vaultShowcaseDocSchema, [seed.vault]],
      ['articles', articleDocSchema, seed.articles.map((doc) => doc.data)],
    ] as const;
    it.each(cases)('%s', (_name, schema, docs) => {
      for (const doc of docs) expect(schema.parse(doc)).toEqual(doc);
    });
  });

  describe('photos', () => {
    it('ships one drawing per silhouette, each at most 4 KB with the placeholder colours', () => {
      for (const name of SILHOUETTES) {
        const svg = asset(name);
        expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(4096);
        expect(svg).toContain(PLACEHOLDER_PALETTE.body);
        expect(svg).toContain(PLACEHOLDER_PALETTE.bg);
        expect(svg).toContain('<g id="art"');
      }
    });

    it('recolours each product photo in its brand colours and varies the views', () => {
      const product = seedProducts().find((p) => p.photoFiles.length === 5);
      expect(product).toBeDefined();
      const rendered = (product?.photoFiles ?? []).map((f) =>
        renderSeedPhoto(asset(f.silhouette), f.palette, f.view),
      );
      expect(new Set(rendered).size).toBe(5);
      for (const svg of rendered) {
        expect(svg).not.toContain(PLACEHOLDER_PALETTE.body);
        expect(svg).toContain(product?.photoFiles[0]?.palette.body);
      }
    });
  });

  it('builds each part the same way on its own', () => {
    expect(seedAccounts()).toEqual(seed.accounts);
    expect(seedOrders()).toEqual(seed.orders);
    expect(seedWaitlist()).toEqual(seed.waitlist);
  });
});
