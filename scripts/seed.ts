/**
 * `npm run seed`: writes the seed data of seed-data.ts to the local emulators (`npm start`
 * runs it for you). Idempotent: it clears the collections and the product photos, then
 * writes every document under its fixed id and resets the seed accounts.
 *
 * Refuses to run against anything but the emulators of a `demo-` project.
 */
import { readFileSync } from 'node:fs';
import {
  BRAND_SUMMARY_DOC_ID,
  COLLECTIONS,
  DASHBOARD_STATS_DOC_ID,
  DOC_SCHEMAS,
  prepareDocWrite,
  type CollectionName,
} from '@unlimited/domain';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { mergeClaims, type Claims } from './lib/claims';
import {
  SEED_PASSWORD,
  SEED_PROJECT_ID,
  SEED_STORAGE_BUCKET,
  buildSeed,
  renderSeedPhoto,
  seedDownloadToken,
  type SeedAccount,
  type SeedProduct,
  type Silhouette,
} from './seed-data';

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? SEED_PROJECT_ID;
const EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
] as const;

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

async function clearFirestore(db: Firestore): Promise<void> {
  for (const name of Object.values(COLLECTIONS)) await db.recursiveDelete(db.collection(name));
}

/** Writes documents in batches, each checked against its collection's schema first. */
async function writeDocs(
  db: Firestore,
  collection: CollectionName,
  docs: readonly { id: string; data: object }[],
): Promise<void> {
  const schema = DOC_SCHEMAS[collection];
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const { id, data } of docs.slice(start, start + 400)) {
      const checked = prepareDocWrite(
        collection,
        schema,
        { id, ...data },
        {
          merge: false,
          isSentinel: () => false,
        },
      );
      batch.set(db.collection(collection).doc(id), checked);
    }
    await batch.commit();
  }
}

/** The claims a seed account should end with, as a patch over whatever it has. */
function claimsPatch(account: SeedAccount): Claims {
  return {
    admin: account.claims.admin ?? null,
    tier: account.claims.tier ?? null,
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

async function uploadPhotos(products: readonly SeedProduct[]): Promise<number> {
  const bucket = getStorage().bucket(SEED_STORAGE_BUCKET);
  await bucket.deleteFiles({ prefix: 'products/', force: true }).catch(() => undefined);
  const templates = new Map<Silhouette, string>();
  const template = (name: Silhouette): string => {
    let text = templates.get(name);
    if (text === undefined) {
      text = readFileSync(new URL(`./seed-assets/${name}.svg`, import.meta.url), 'utf8');
      templates.set(name, text);
    }
    return text;
  };

  const uploads = products.flatMap((product) =>
    product.photoFiles.map((photo) => async () => {
      await bucket
        .file(photo.storagePath)
        .save(renderSeedPhoto(template(photo.silhouette), photo.palette, photo.view), {
          resumable: false,
          contentType: 'image/svg+xml',
          metadata: {
            cacheControl: 'public, max-age=3600',
            metadata: { firebaseStorageDownloadTokens: seedDownloadToken(photo.storagePath) },
          },
        });
    }),
  );
  // A few at a time: the emulator is happier with modest concurrency.
  for (let start = 0; start < uploads.length; start += 8) {
    await Promise.all(uploads.slice(start, start + 8).map((upload) => upload()));
  }
  return uploads.length;
}

function printAccounts(accounts: readonly SeedAccount[]): void {
  const describe = (a: SeedAccount): string => {
    if (a.role === 'admin') return 'admin: back office at /admin';
    if (a.tier) return `${a.tier[0]?.toUpperCase()}${a.tier.slice(1)} member, active subscription`;
    return 'visitor: signed up, no subscription';
  };
  const width = Math.max(...accounts.map((a) => a.email.length));
  console.log(`\nSeed accounts (password for all: ${SEED_PASSWORD})`);
  for (const account of accounts)
    console.log(`  ${account.email.padEnd(width)}  ${describe(account)}`);
}

async function main(): Promise<void> {
  const seed = buildSeed();
  initializeApp({ projectId, storageBucket: SEED_STORAGE_BUCKET });
  const db = getFirestore();
  const auth = getAuth();

  await setBackgroundTriggers(false);
  try {
    await clearFirestore(db);
    for (const account of seed.accounts) await upsertUser(auth, account);
    const photoCount = await uploadPhotos(seed.products);

    await writeDocs(db, COLLECTIONS.products, seed.products);
    await writeDocs(db, COLLECTIONS.orders, seed.orders);
    await writeDocs(db, COLLECTIONS.waitlistSignups, seed.waitlist);
    await writeDocs(
      db,
      COLLECTIONS.profiles,
      seed.accounts.map((a) => ({ id: a.uid, data: a.profile })),
    );
    await writeDocs(
      db,
      COLLECTIONS.subscriptions,
      seed.accounts.flatMap((a) => (a.subscription ? [{ id: a.uid, data: a.subscription }] : [])),
    );
    await writeDocs(db, COLLECTIONS.activity, seed.activity);
    await writeDocs(db, COLLECTIONS.stats, [{ id: DASHBOARD_STATS_DOC_ID, data: seed.stats }]);
    await writeDocs(db, COLLECTIONS.catalog, [
      { id: BRAND_SUMMARY_DOC_ID, data: seed.brandSummary },
    ]);
    // Tell signed-in clients their claims changed, so they refresh their ID token.
    const now = new Date();
    await writeDocs(
      db,
      COLLECTIONS.metadata,
      seed.accounts.map((a) => ({ id: a.uid, data: { refresh_time: now } })),
    );

    console.log(
      `Seeded ${seed.products.length} products (${photoCount} photos), ${seed.orders.length} orders, ` +
        `${seed.waitlist.length} waitlist signups and ${seed.accounts.length} accounts into ${projectId}.`,
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
