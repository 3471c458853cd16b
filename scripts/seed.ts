/**
 * `npm run seed`: writes the seed data of seed-data.ts to the local emulators (`npm start`
 * runs it for you). Idempotent, and safe to interrupt: it first checks everything it needs
 * (the emulators answer, the site is built, every document passes its schema), then writes
 * the seed documents over the old ones and only afterwards removes what the seed does not
 * hold, so the database is never left empty or half-wiped by a failure.
 *
 * Product photos are files written into the built site (web/dist/seed-photos), served by
 * Hosting, so the seed needs no Storage emulator. Dates are relative to today.
 *
 * Refuses to run against anything but the emulators of a `demo-` project.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CONDITION_RECORDS,
  COLLECTIONS,
  DOC_SCHEMAS,
  STAFF_COLLECTION,
  STAFF_INVITATIONS_COLLECTION,
  VAULT_DOC_ID,
  prepareDocWrite,
  searchFieldsFor,
  vaultShowcaseDocSchema,
  ARTICLE_AUTHORS_COLLECTION,
  ARTICLES_COLLECTION,
  articleAuthorDocSchema,
  articleDocSchema,
  type CollectionName,
  type SearchableKind,
  type StaffMemberDoc,
} from '@unlimited/domain';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { mergeClaims, type Claims } from './lib/claims';
import { seedAnalyticsCurrent, seedAnalyticsDays } from './seed-analytics';
import { seedCharges } from './seed-billing';
import { seedConditionRecords, type SeedConditionRecord } from './seed-condition';
import { seedCoupons, seedCustomerNotes, seedCustomers } from './seed-customers';
import { seedMemberCorner } from './seed-members';
import { recountBagStats } from '../functions/src/bags/recount';
import { setCounterTotals } from '../functions/src/stats/shards';
import {
  SEED_PASSWORD,
  SEED_PHOTO_DIR,
  SEED_PROJECT_ID,
  buildSeed,
  seedStaff,
  type SeedAccount,
  type SeedProduct,
} from './seed-data';
import { SEED_PHOTO_SUFFIXES, seedRenderKey } from './lib/seed-photo-scene';

/** The built site Hosting serves (firebase.json `hosting.public`). */
const SITE_DIR = fileURLToPath(new URL('../web/dist', import.meta.url));
const PREFLIGHT_TIMEOUT_MS = 15_000;

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? SEED_PROJECT_ID;
const EMULATOR_VARIABLES = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;

const unset = EMULATOR_VARIABLES.filter((name) => !process.env[name]);
if (unset.length > 0 || !projectId.startsWith('demo-')) {
  console.error(
    `Refusing to seed: the seed only writes to the local emulators of a demo- project, so ${EMULATOR_VARIABLES.join(', ')} must be set and the project id (now "${projectId}") must start with "demo-" (\`npm start\` does both).`,
  );
  process.exit(1);
}
process.env.GCLOUD_PROJECT = projectId;

const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';

/**
 * Turns the Functions emulator's Firestore triggers off or on, so seeding does not make
 * the counter triggers count the seed documents twice. A no-op without that emulator.
 */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    await fetch(`http://${hub}/functions/${path}`, {
      method: 'PUT',
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    // No hub or no Functions emulator: nothing to pause.
  }
}

/** A document to write, already checked against its collection's schema. */
interface PreparedDoc {
  collection: CollectionName | typeof ARTICLES_COLLECTION | typeof ARTICLE_AUTHORS_COLLECTION;
  id: string;
  data: DocumentData;
}

/** Checks every document against its collection's schema before anything is written. */
function prepareDocs(
  collection: CollectionName,
  docs: readonly { id: string; data: object }[],
): PreparedDoc[] {
  const schema = DOC_SCHEMAS[collection];
  return docs.map(({ id, data }) => ({
    collection,
    id,
    data: prepareDocWrite(
      collection,
      schema,
      { id, ...data },
      { merge: false, isSentinel: () => false },
    ) as DocumentData,
  }));
}

const SEARCHABLE: readonly string[] = [
  COLLECTIONS.products,
  COLLECTIONS.waitlistSignups,
  COLLECTIONS.orders,
];

/**
 * The document with its server-written search fields (domain `searchFieldsFor`, the
 * function the search triggers use), so the back-office lists search the seed at once.
 */
function withSearchFields(doc: PreparedDoc): DocumentData {
  if (!SEARCHABLE.includes(doc.collection)) return doc.data;
  const kind = doc.collection as SearchableKind;
  return { ...doc.data, ...searchFieldsFor(kind, doc.id, doc.data) };
}

/** Writes the seed documents over whatever is there, in batches. */
async function writeDocs(db: Firestore, docs: readonly PreparedDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + 400)) {
      batch.set(db.collection(doc.collection).doc(doc.id), withSearchFields(doc));
    }
    await batch.commit();
  }
}

/** Writes the condition records under their bags (domain `condition.ts`). */
async function writeConditionRecords(
  db: Firestore,
  records: readonly SeedConditionRecord[],
): Promise<void> {
  const batch = db.batch();
  for (const record of records) {
    batch.set(
      db
        .collection(COLLECTIONS.products)
        .doc(record.bagId)
        .collection(CONDITION_RECORDS)
        .doc(record.id),
      record.data,
    );
  }
  await batch.commit();
}

/**
 * Removes every document of the app's collections that the seed does not hold (with its
 * subcollections), after the seed documents are in place.
 */
async function removeOthers(
  db: Firestore,
  keep: readonly Pick<PreparedDoc, 'collection' | 'id'>[],
): Promise<number> {
  const kept = new Set(keep.map((doc) => `${doc.collection}/${doc.id}`));
  let removed = 0;
  for (const name of [
    ...Object.values(COLLECTIONS),
    ARTICLES_COLLECTION,
    ARTICLE_AUTHORS_COLLECTION,
  ]) {
    for (const ref of await db.collection(name).listDocuments()) {
      if (kept.has(`${name}/${ref.id}`)) continue;
      await db.recursiveDelete(ref);
      removed++;
    }
  }
  return removed;
}

/**
 * The sharded counters' totals (`COUNTER_SHARDS`), checked against their schemas: in
 * shard 0, every other shard deleted, as the recount leaves them. Written after
 * `removeOthers`, which clears `stats` and `analytics` with their shards.
 */
async function writeCounterTotals(db: Firestore, stats: object, analytics: object): Promise<void> {
  const [dashboard] = prepareDocs(COLLECTIONS.stats, [{ id: '0', data: stats }]);
  const [current] = prepareDocs(COLLECTIONS.analytics, [{ id: '0', data: analytics }]);
  const batch = db.batch();
  await setCounterTotals(db, batch, 'dashboard', dashboard!.data);
  await setCounterTotals(db, batch, 'analytics', current!.data);
  await batch.commit();
}

/**
 * Rejects with what did not answer when the emulator at `host` does not answer an HTTP
 * request within {@link PREFLIGHT_TIMEOUT_MS} (any answer will do: it is there). Asked
 * over plain HTTP, not through the Admin SDK: the SDK's first call also loads and starts
 * its gRPC client, which took 31 s on a loaded machine (load 18 on 2 cores) against an
 * emulator that answered HTTP in under a second, so a deadline on it failed a healthy
 * emulator. The seed's own calls after this have no deadline.
 */
async function reach(what: string, host: string | undefined): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(PREFLIGHT_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${PREFLIGHT_TIMEOUT_MS / 1000} s`
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
          : String(error);
    throw new Error(`cannot reach the ${what} at ${host}: ${reason}`, { cause: error });
  }
}

/** Everything the seed needs, checked before it changes anything. */
async function preflight(): Promise<void> {
  await reach('Firestore emulator', process.env.FIRESTORE_EMULATOR_HOST);
  await reach('Auth emulator', process.env.FIREBASE_AUTH_EMULATOR_HOST);
  if (!existsSync(`${SITE_DIR}/index.html`)) {
    throw new Error(
      'the site is not built (web/dist/index.html is missing), so there is nowhere to put the product photos: run `npm run build` first (`npm start` does)',
    );
  }
}

/** The claims a seed account should end with, as a patch over whatever it has. */
function claimsPatch(account: SeedAccount): Claims {
  return {
    admin: account.claims.admin ?? null,
    tier: account.claims.tier ?? null,
    // The seed's staff role (none for the original admin, who counts as an owner), so a
    // role changed on the Team page is put back.
    role: account.claims.role ?? null,
  };
}

async function upsertUser(auth: Auth, account: SeedAccount): Promise<void> {
  // Someone may have signed up with a seed email by hand: that user would block the
  // fixed uid, so it goes.
  const byEmail = await auth.getUserByEmail(account.email).catch(() => null);
  if (byEmail && byEmail.uid !== account.uid) await auth.deleteUser(byEmail.uid);

  const fields = {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
    disabled: false,
  };
  const existing = await auth.getUser(account.uid).catch(() => null);
  if (existing) await auth.updateUser(account.uid, fields);
  else await auth.createUser({ uid: account.uid, ...fields });

  const current = existing?.customClaims ?? {};
  await auth.setCustomUserClaims(account.uid, mergeClaims(current, claimsPatch(account)));
}

/** The studio renderings of the seed photos (scripts/make-seed-photos.ts makes them). */
const RENDERS_DIR = fileURLToPath(new URL('./seed-renders', import.meta.url));

/**
 * Writes every product photo into the built site, replacing the previous seed's photos in
 * one step (a new directory renamed into place): each photo's rendering, copied under the
 * product's own file name with its AVIF and WebP variants.
 */
function writePhotos(products: readonly SeedProduct[]): number {
  const target = `${SITE_DIR}/${SEED_PHOTO_DIR}`;
  const next = `${target}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  let count = 0;
  for (const product of products) {
    for (const photo of product.photoFiles) {
      const key = seedRenderKey(photo);
      const base = photo.file.replace(/\.jpg$/, '');
      for (const suffix of SEED_PHOTO_SUFFIXES) {
        const source = `${RENDERS_DIR}/${key}${suffix}`;
        if (!existsSync(source)) {
          throw new Error(
            `The seed photo rendering ${key}${suffix} is missing: run \`npx tsx scripts/make-seed-photos.ts\`.`,
          );
        }
        copyFileSync(source, `${next}/${base}${suffix}`);
      }
      count++;
    }
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(next, target);
  return count;
}

/**
 * The team as the seed has it: its staff records, and no other (staff invited on the
 * Team page since the last seed, whose accounts the seed does not keep), and no open
 * staff invitations.
 */
async function writeTeam(db: Firestore, staff: readonly StaffMemberDoc[]): Promise<void> {
  const keep = new Set(staff.map((member) => member.uid));
  const batch = db.batch();
  for (const ref of await db.collection(STAFF_COLLECTION).listDocuments()) {
    if (!keep.has(ref.id)) batch.delete(ref);
  }
  for (const ref of await db.collection(STAFF_INVITATIONS_COLLECTION).listDocuments()) {
    batch.delete(ref);
  }
  for (const member of staff) batch.set(db.collection(STAFF_COLLECTION).doc(member.uid), member);
  await batch.commit();
}

function printAccounts(accounts: readonly SeedAccount[]): void {
  const describe = (a: SeedAccount): string => {
    if (a.role === 'admin') return 'admin: back office at /admin (no role: counts as owner)';
    if (a.role === 'owner') return 'owner: back office, Team page';
    if (a.role === 'operations') return 'operations: back office, no Team page';
    if (a.role === 'support') return 'support: back office, read-only on money';
    if (a.tier) return `${a.tier[0]?.toUpperCase()}${a.tier.slice(1)} member, active subscription`;
    return 'visitor: signed up, no subscription';
  };
  const width = Math.max(...accounts.map((a) => a.email.length));
  console.log(`\nSeed accounts (password for all: ${SEED_PASSWORD})`);
  for (const account of accounts)
    console.log(`  ${account.email.padEnd(width)}  ${describe(account)}`);
}

async function main(): Promise<void> {
  const now = new Date();
  const seed = buildSeed(now);
  const members = seedMemberCorner(now);
  const analyticsSources = {
    subscriptions: seed.accounts.flatMap((a) => (a.subscription ? [a.subscription] : [])),
    waitlist: seed.waitlist,
    products: seed.products,
    orders: seed.orders,
  };
  initializeApp({ projectId });
  const db = getFirestore();
  const auth = getAuth();

  // Everything is checked before anything changes.
  const docs = [
    ...prepareDocs(COLLECTIONS.products, seed.products),
    ...prepareDocs(COLLECTIONS.orders, seed.orders),
    ...prepareDocs(COLLECTIONS.productLoans, seed.productLoans),
    ...prepareDocs(COLLECTIONS.orderNotes, seed.orderNotes),
    ...prepareDocs(COLLECTIONS.waitlistSignups, seed.waitlist),
    ...prepareDocs(COLLECTIONS.invitations, seed.invitations),
    ...prepareDocs(COLLECTIONS.referrers, seed.referrers),
    ...prepareDocs(COLLECTIONS.referrals, seed.referrals),
    ...prepareDocs(
      COLLECTIONS.profiles,
      seed.accounts.map((a) => ({ id: a.uid, data: a.profile })),
    ),
    ...prepareDocs(
      COLLECTIONS.subscriptions,
      seed.accounts.flatMap((a) => (a.subscription ? [{ id: a.uid, data: a.subscription }] : [])),
    ),
    ...prepareDocs(COLLECTIONS.activity, seed.activity),
    ...prepareDocs(COLLECTIONS.activityPeople, seed.activityPeople),
    ...prepareDocs(COLLECTIONS.catalog, seed.brandSummaries),
    // The Vault's showcase shares `catalog` with the brand lists but has its own schema.
    {
      collection: COLLECTIONS.catalog,
      id: VAULT_DOC_ID,
      data: vaultShowcaseDocSchema.parse(seed.vault) as DocumentData,
    },
    // The Magazine's articles (domain magazine/): a collection of their own.
    ...seed.articles.map(({ id, data }): PreparedDoc => ({
      collection: ARTICLES_COLLECTION,
      id,
      data: articleDocSchema.parse(data) as DocumentData,
    })),
    ...seed.articleAuthors.map(({ id, data }): PreparedDoc => ({
      collection: ARTICLE_AUTHORS_COLLECTION,
      id,
      data: articleAuthorDocSchema.parse(data) as DocumentData,
    })),
    ...prepareDocs(COLLECTIONS.analyticsDays, seedAnalyticsDays(analyticsSources, now)),
    ...prepareDocs(COLLECTIONS.customers, seedCustomers(seed.accounts, now)),
    ...prepareDocs(COLLECTIONS.customerNotes, seedCustomerNotes(now)),
    ...prepareDocs(COLLECTIONS.coupons, seedCoupons(now)),
    ...prepareDocs(COLLECTIONS.charges, seedCharges(seed.accounts, seed.products, now)),
    ...prepareDocs(COLLECTIONS.hearts, members.hearts),
    ...prepareDocs(COLLECTIONS.queueEntries, members.queueEntries),
    ...prepareDocs(COLLECTIONS.notifications, members.notifications),
    ...prepareDocs(COLLECTIONS.notificationSettings, members.notificationSettings),
  ];
  // Each bag's summary, hearts and queue are recounted from the documents above once the
  // rest is removed (the triggers that keep them are paused while seeding); until then
  // the previous summaries stay.
  const bagStats = seed.products.map((p) => ({ collection: COLLECTIONS.bagStats, id: p.id }));
  // Tells signed-in clients their claims changed, so they refresh their ID token; written
  // last, once the claims are set.
  const refreshMarkers = prepareDocs(
    COLLECTIONS.metadata,
    seed.accounts.map((a) => ({ id: a.uid, data: { refresh_time: new Date() } })),
  );
  await preflight();

  await setBackgroundTriggers(false);
  try {
    const photoCount = writePhotos(seed.products);
    await writeDocs(db, docs);
    await writeConditionRecords(db, seedConditionRecords(seed.orders, seed.products));
    const removed = await removeOthers(db, [...docs, ...bagStats, ...refreshMarkers]);
    const recount = await recountBagStats(db, now);
    await writeCounterTotals(db, seed.stats, seedAnalyticsCurrent(analyticsSources, now));
    for (const account of seed.accounts) await upsertUser(auth, account);
    await writeTeam(db, seedStaff(seed.accounts, now));
    await writeDocs(db, refreshMarkers);

    console.log(
      `Seeded ${seed.products.length} products (${photoCount} photos), ${seed.orders.length} orders, ` +
        `${seed.waitlist.length} waitlist signups, ${recount.hearts} saved bags, ${recount.queued} queue places, ` +
        `${members.notifications.length} notices and ${seed.accounts.length} accounts into ${projectId}` +
        (removed > 0 ? ` (removed ${removed} documents the seed does not hold).` : '.'),
    );
    printAccounts(seed.accounts);
  } finally {
    await setBackgroundTriggers(true);
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
