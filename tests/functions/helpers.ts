/**
 * The functions integration suite's setup: the Admin SDK for seeding and reading, the
 * client SDK (one app per signed-in user) for calling the deployed callables in the
 * Functions emulator, and waiting for triggers. Runs inside
 * `firebase emulators:exec --only auth,firestore,functions[,storage]` (scripts/test.mjs).
 *
 * Every address comes from the running emulators, never from firebase.json, so the suite
 * runs on whatever ports they were given: `emulators:exec` sets FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_EMULATOR_HUB (and FIREBASE_STORAGE_EMULATOR_HOST
 * when Storage runs), and the hub lists the Functions emulator's address.
 */
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import {
  connectAuthEmulator,
  getAuth,
  signInWithEmailAndPassword,
  type Auth as ClientAuth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import {
  CALLABLE_NAMES,
  createProductDoc,
  searchFieldsFor,
  type CallableContracts,
  type CallableName,
  type ProductDraft,
} from '@unlimited/domain';
import { afterAll, beforeAll } from 'vitest';
import { storageSkipReason } from '../support/storage';

/** The project the Functions emulator serves (singleProjectMode in firebase.json). */
export const PROJECT_ID = 'demo-unlimited';
export const PASSWORD = 'integration-test-password';

const RUN_INSIDE =
  'run this suite inside `firebase emulators:exec --only auth,firestore,functions` (npm test does)';

/** A `host:port` the emulators set in the environment. */
function hostFromEnv(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set: ${RUN_INSIDE}.`);
  return value;
}

const firestoreHost = hostFromEnv('FIRESTORE_EMULATOR_HOST');
const authHost = hostFromEnv('FIREBASE_AUTH_EMULATOR_HOST');
const hubHost = hostFromEnv('FIREBASE_EMULATOR_HUB');

interface RunningEmulator {
  host: string;
  port: number;
}

/** The running emulators by name, as the hub lists them (`GET /emulators`). */
async function runningEmulators(): Promise<Record<string, RunningEmulator | undefined>> {
  const response = await fetch(`http://${hubHost}/emulators`).catch((error: unknown) => {
    throw new Error(`The emulator hub at ${hubHost} did not answer (${String(error)}).`);
  });
  if (!response.ok) throw new Error(`The emulator hub answered ${response.status} to /emulators`);
  return (await response.json()) as Record<string, RunningEmulator | undefined>;
}

/** The Functions emulator's address; a wildcard listen address is reached on loopback. */
async function functionsEmulatorAddress(): Promise<RunningEmulator> {
  const functions = (await runningEmulators()).functions;
  if (!functions) throw new Error(`The Functions emulator is not running: ${RUN_INSIDE}.`);
  const host =
    functions.host === '0.0.0.0' ? '127.0.0.1' : functions.host === '::' ? '::1' : functions.host;
  return { host, port: functions.port };
}

const functionsEmulator = await functionsEmulatorAddress();

process.env.GCLOUD_PROJECT = PROJECT_ID;

/** The address of HTTP function `name` in the Functions emulator. */
export function functionUrl(name: string): string {
  return `http://${functionsEmulator.host}:${functionsEmulator.port}/${PROJECT_ID}/us-central1/${name}`;
}

/** The Admin SDK's Firestore on the emulator (rules do not apply). */
/** The Admin SDK's default app, on the project the Functions emulator serves. */
function defaultAdminApp() {
  return (
    getAdminApps().find((app) => app.name === '[DEFAULT]') ??
    initializeAdminApp({ projectId: PROJECT_ID })
  );
}

/**
 * A project the Functions emulator does not serve: no trigger fires on its writes, and
 * none is queued behind the others. For files that run the functions' logic alone on
 * many documents (pausing the triggers instead left the Firestore emulator delivering
 * their events for minutes into the next files). {@link resetEmulators} empties it too.
 */
export const QUIET_PROJECT_ID = `${PROJECT_ID}-quiet`;

/** The Admin SDK's Firestore on {@link QUIET_PROJECT_ID}. */
export function quietDb(): Firestore {
  const app =
    getAdminApps().find((a) => a.name === 'quiet') ??
    initializeAdminApp({ projectId: QUIET_PROJECT_ID }, 'quiet');
  return getFirestore(app);
}

export function adminDb(): Firestore {
  const app = defaultAdminApp();
  return getFirestore(app);
}

/** The bucket the Functions emulator's default app uses (`<project>.appspot.com`). */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/** The Admin SDK's Storage bucket on the emulator (only in files that need Storage). */
export function adminBucket() {
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    throw new Error(
      `The Storage emulator is not running${storageSkipReason ? ` (${storageSkipReason})` : ''}: wrap tests that need it in describeWithStorage.`,
    );
  }
  const app = defaultAdminApp();
  return getAdminStorage(app).bucket(STORAGE_BUCKET);
}

export function adminAuth() {
  const app = defaultAdminApp();
  return getAdminAuth(app);
}

async function hub(path: string): Promise<void> {
  const response = await fetch(`http://${hubHost}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`Emulator hub ${path} answered ${response.status}`);
}

/**
 * Pauses (`false`) or resumes (`true`) every Firestore trigger, for a file that runs a
 * job's logic alone, as if the trigger doing the same at once had not run.
 */
export async function setBackgroundTriggers(on: boolean): Promise<void> {
  await hub(on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Empties Firestore and Auth with the triggers paused, so events of an earlier file
 * cannot land on this file's documents, then resumes them. Pausing is the wait for the
 * trigger executions already under way: the hub answers only once the Functions
 * emulator's work queue is empty (firebase-tools' `disableBackgroundTriggers` flushes it),
 * and an event that arrives while paused is refused.
 */
export async function resetEmulators(): Promise<void> {
  await hub('disableBackgroundTriggers');
  try {
    const cleared = await Promise.all([
      ...[PROJECT_ID, QUIET_PROJECT_ID].map((project) =>
        fetch(
          `http://${firestoreHost}/emulator/v1/projects/${project}/databases/(default)/documents`,
          { method: 'DELETE' },
        ),
      ),
      fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
    ]);
    for (const response of cleared) {
      if (!response.ok) throw new Error(`Clearing an emulator answered ${response.status}`);
    }
  } finally {
    await hub('enableBackgroundTriggers');
  }
}

/**
 * Polls `check` until it returns a value other than `undefined`, or fails after
 * `timeoutMs`. A check that throws fails the wait at once: it says "not yet" by returning
 * `undefined`, so an error is a broken check, not worth waiting out the deadline for.
 * The deadline is generous (a trigger's first run starts its worker, and at load 20 a
 * trigger waited over a minute behind the ones before it); it costs nothing when the
 * condition comes true.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** A signed-in user's client, calling the callables as that user. */
export interface Caller {
  uid: string;
  call<K extends CallableName>(
    name: K,
    data?: CallableContracts[K]['input'],
  ): Promise<CallableContracts[K]['result']>;
  close(): Promise<void>;
}

/**
 * A callable's failure as the function threw it: the client SDK's code
 * (`functions/already-exists`) and the function's message, without the HTTP status the
 * SDK appends (`… [409]`).
 */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The HttpsError's `details`, when the function sent any. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

function toCallError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !(error instanceof Error)) return error;
  const details = (error as { details?: unknown }).details;
  return new CallError(code, error.message.replace(/ \[\d{3}\]$/, ''), details);
}

const apps: FirebaseApp[] = [];

function clientApp(): FirebaseApp {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `caller-${apps.length}-${Math.random().toString(36).slice(2)}`,
  );
  apps.push(app);
  return app;
}

/**
 * Every callable requires App Check: like the web app with the emulators
 * (web/src/lib/app-check), the client app sends a locally minted token, unless `appCheck`
 * is false (a script that holds an ID token but is not the app).
 */
function callerFor(app: FirebaseApp, uid: string, appCheck = true): Caller {
  if (appCheck) {
    initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: () =>
          Promise.resolve({
            token: localAppCheckToken(),
            expireTimeMillis: Date.now() + 3_600_000,
          }),
      }),
      isTokenAutoRefreshEnabled: false,
    });
  }
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, functionsEmulator.host, functionsEmulator.port);
  return {
    uid,
    async call(name, data) {
      const callable = httpsCallable(functions, CALLABLE_NAMES[name], { timeout: 60_000 });
      try {
        return (await callable(data ?? null)).data as never;
      } catch (error) {
        throw toCallError(error);
      }
    },
    close: () => deleteApp(app),
  };
}

/**
 * Starts `workers` processes of a callable in the Functions emulator before a test sends
 * that many calls at once. The emulator serves each concurrent call in a process of its
 * own, starting one when none is idle, and drops a call whose process takes over 30 s to
 * start (the client then times out after a minute): ten starting together on a busy
 * two-core machine do. Here they start two at a time (two calls, then four at once, …),
 * so a race measures the function rather than process start-up. `refusedInput` must be
 * refused as invalid before the function does anything.
 */
export async function warmUpCallable<K extends CallableName>(
  caller: Caller,
  name: K,
  refusedInput: unknown,
  workers: number,
): Promise<void> {
  for (let running = Math.min(2, workers); ; running = Math.min(running + 2, workers)) {
    const calls = Array.from({ length: running }, () =>
      caller.call(name, refusedInput as CallableContracts[K]['input']).then(
        () => {
          throw new Error(
            `Warming up ${name}: the function accepted ${JSON.stringify(refusedInput)}`,
          );
        },
        (error: unknown) => {
          if (errorCode(error) !== 'functions/invalid-argument') throw error;
        },
      ),
    );
    await Promise.all(calls);
    if (running === workers) return;
  }
}

/** An unsigned App Check token, as the web app mints with the emulators (lib/app-check). */
export function localAppCheckToken(appId = '1:000000000000:web:integration'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: appId, iat: now, exp: now + 3600 })}.`;
}

let anonymousCallers = 0;

/**
 * A caller that is not signed in, over the documented callable protocol (so the request's
 * headers are the test's to choose): with an App Check token unless `appCheck` is false,
 * and from network address `address` (X-Forwarded-For, the last entry of which a
 * deployed function trusts), by default one of its own so callers are rate-limited apart.
 */
export function anonymousCaller(options: { appCheck?: boolean; address?: string } = {}): Caller {
  anonymousCallers += 1;
  const address = options.address ?? `198.51.100.${anonymousCallers % 250}`;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': address,
  };
  if (options.appCheck !== false) headers['X-Firebase-AppCheck'] = localAppCheckToken();
  return {
    uid: '',
    async call(name, data) {
      const url = `http://${functionsEmulator.host}:${functionsEmulator.port}/${PROJECT_ID}/us-central1/${CALLABLE_NAMES[name]}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: data ?? null }),
        signal: AbortSignal.timeout(60_000),
      });
      const body = (await response.json().catch(() => null)) as {
        result?: unknown;
        error?: { status?: string; message?: string; details?: unknown };
      } | null;
      if (body?.error !== undefined || !response.ok) {
        const status = body?.error?.status ?? `HTTP_${response.status}`;
        throw new CallError(
          `functions/${status.toLowerCase().replace(/_/g, '-')}`,
          body?.error?.message ?? status,
          body?.error?.details,
        );
      }
      return body?.result as never;
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Creates an Auth user (with custom claims, if any) and signs a fresh client app in as
 * them. Claims set before signing in are in the first ID token.
 */
export async function signedInCaller(
  uid: string,
  claims: Record<string, unknown> = {},
  options: { appCheck?: boolean } = {},
): Promise<Caller> {
  const email = `${uid}@integration.test`;
  await adminAuth().createUser({ uid, email, password: PASSWORD, emailVerified: true });
  if (Object.keys(claims).length > 0) await adminAuth().setCustomUserClaims(uid, claims);
  const app = clientApp();
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  return callerFor(app, uid, options.appCheck !== false);
}

/** The client SDK's Auth of a fresh app, on the Auth emulator (as a browser or a script). */
export function clientAuth(): ClientAuth {
  const auth = getAuth(clientApp());
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  return auth;
}

/** Signs a fresh client app in with an existing account's email and password. */
export async function passwordCaller(email: string, password: string): Promise<Caller> {
  const app = clientApp();
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return callerFor(app, user.uid);
}

/** Deletes every client app created by this file. */
export async function closeCallers(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app).catch(() => undefined)));
}

/**
 * The setup of a test file: the emulators emptied before its tests (see
 * {@link resetEmulators}), its callers' apps closed after them.
 */
export function useFreshEmulators(): void {
  beforeAll(resetEmulators, 60_000);
  afterAll(closeCallers);
}

export const ADDRESS = {
  full_name: 'Integration Member',
  line1: '1 Test Street',
  line2: null,
  city: 'New York',
  state: 'NY',
  postal_code: '10012',
  country: 'US',
  phone: null,
};

/** Seeds an active member: subscription and a profile with a shipping address. */
export async function seedMember(
  db: Firestore,
  uid: string,
  tier: 'reserve' | 'elite' | 'crown' = 'crown',
  startedAt = new Date('2025-01-01T00:00:00Z'),
): Promise<void> {
  await Promise.all([
    db
      .collection('subscriptions')
      .doc(uid)
      .set({
        plan_name: tier,
        status: 'active',
        started_at: startedAt,
        current_period_end: new Date(Date.now() + 20 * 86_400_000),
        add_ons: { full_coverage: false, select_access: false },
      }),
    db
      .collection('profiles')
      .doc(uid)
      .set({
        first_name: 'Integration',
        last_name: 'Member',
        username: uid.replace(/[^a-z0-9_.-]/gi, ''),
        email: `${uid}@integration.test`,
        shipping_address: ADDRESS,
      }),
  ]);
}

/**
 * Seeds a product, as the admin form would store it; with `holder`, the member who holds
 * it (its `product_loans` document, on order `holderOrder`, null for a queue's hold), as
 * the order functions leave a bag out. With `searchable`, it is stored with the search
 * fields the products trigger would write (domain `searchFieldsFor`, as the seed script
 * does), so a journey that is not about that trigger does not wait behind its queue.
 */
export async function seedProduct(
  db: Firestore,
  id: string,
  {
    holder,
    holderOrder = null,
    searchable = false,
    ...overrides
  }: Partial<ProductDraft> & {
    holder?: string;
    holderOrder?: string | null;
    searchable?: boolean;
  } = {},
): Promise<void> {
  const draft: ProductDraft = {
    title: `Test Bag ${id}`,
    brand: 'Chanel',
    style: null,
    rank: 'A',
    size: null,
    price: 100_000,
    status: 'Active',
    description: 'A bag used by the integration tests.',
    photos: ['https://img.test/bag.jpg'],
    categories: ['Bags'],
    tags: [],
    borrow_status: 'Available',
    access_levels: 'Any',
    return_date: null,
    ...overrides,
  };
  const doc = createProductDoc(draft, new Date());
  await db
    .collection('products')
    .doc(id)
    .set(searchable ? { ...doc, ...searchFieldsFor('products', id, doc) } : doc);
  if (holder !== undefined) await seedLoan(db, id, holder, holderOrder);
}

/** Writes the loan of bag `productId`: held by `userId` on `orderId` (null: a queue's hold). */
export async function seedLoan(
  db: Firestore,
  productId: string,
  userId: string,
  orderId: string | null = null,
): Promise<void> {
  const now = new Date();
  await db.collection('product_loans').doc(productId).set({
    product_id: productId,
    user_id: userId,
    order_id: orderId,
    created_at: now,
    updated_at: now,
  });
}

/** Who holds bag `productId` (its `product_loans` document), or null when nobody does. */
export async function holderOf(db: Firestore, productId: string): Promise<string | null> {
  const loan = await db.collection('product_loans').doc(productId).get();
  return loan.exists ? String(loan.get('user_id')) : null;
}

/** The callable error code the client SDK reports (`functions/already-exists`). */
export function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * A member's order of a fresh bag, and an admin to move it: seeds the bag (with
 * `product`'s fields) and the member, signs both in (warming `updateOrder` up first when
 * `warmUp`), and places the order as the member.
 */
export async function memberOrder(options: {
  bagId: string;
  product?: Partial<ProductDraft>;
  memberUid: string;
  tier: 'reserve' | 'elite' | 'crown';
  adminUid: string;
  warmUp?: boolean;
}): Promise<{ db: Firestore; member: Caller; admin: Caller; orderId: string }> {
  const db = adminDb();
  await seedProduct(db, options.bagId, options.product);
  await seedMember(db, options.memberUid, options.tier);
  const member = await signedInCaller(options.memberUid);
  const admin = await signedInCaller(options.adminUid, { admin: true });
  if (options.warmUp) await warmUpCallable(admin, 'updateOrder', { orderId: '' }, 1);
  const { orderId } = await member.call('createOrder', { bagId: options.bagId });
  return { db, member, admin, orderId };
}
