/**
 * The rules test environment, the roles of the test matrix, and seeding with the rules
 * off. Each test file creates its own environment on a project of its own
 * ({@link fileProjectId}), so files run side by side although `clearFirestore` wipes
 * the whole project.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { TierId } from '@unlimited/domain';
import { storageSkipReason } from '../support/storage';

/**
 * The project of the running test file: a `demo-` project (the emulators never reach a
 * real project or need credentials) of its own, named after the file, so the files run in
 * parallel (tests/vitest.rules.config.ts) while `clearFirestore` wipes only their own
 * data. Read when called, from vitest's `testPath`: the files of a worker share this
 * module (`isolate: false`), so a value taken when it loads would be the first file's.
 */
export function fileProjectId(): string {
  return rulesProjectId(expect.getState().testPath);
}

/** `demo-rules-<file name>` for a test file's path (`demo-rules` outside a test file). */
export function rulesProjectId(testPath: string | undefined): string {
  const name = (testPath ?? '').split(/[\\/]/).pop() ?? '';
  const slug = name
    .replace(/\.test\.tsx?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug ? `demo-rules-${slug}` : 'demo-rules';
}

function readRepoFile(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
}

/**
 * A test environment with the repository's firestore.rules (and storage.rules when
 * asked). Emulator hosts come from the variables `firebase emulators:exec` sets
 * (FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST, FIREBASE_EMULATOR_HUB).
 * Storage is not always running (see tests/support/storage.ts): files that need it put
 * their tests in `describeWithStorage`, which skips them when it is not.
 */
export function createRulesEnv(options: { storage?: boolean } = {}): Promise<RulesTestEnvironment> {
  if (options.storage && storageSkipReason !== null) {
    throw new Error(
      `storage.rules cannot be tested: ${storageSkipReason}. Put the test in describeWithStorage.`,
    );
  }
  return initializeTestEnvironment({
    projectId: fileProjectId(),
    firestore: { rules: readRepoFile('firestore.rules') },
    ...(options.storage ? { storage: { rules: readRepoFile('storage.rules') } } : {}),
  });
}

/**
 * The test file's environment, set up by hooks this registers: created before the file's
 * tests, Firestore emptied before each test (before the file's own `beforeEach`, which
 * seeds), cleaned up after. The object returned stands for it from the first hook on:
 * `const env = useRulesEnv();` at the top of a file.
 */
export function useRulesEnv(): RulesTestEnvironment {
  let created: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!created) throw new Error('The rules environment exists only inside hooks and tests.');
    return created;
  };
  beforeAll(async () => {
    created = await createRulesEnv();
  });
  afterAll(async () => {
    await created?.cleanup();
  });
  beforeEach(async () => {
    await current().clearFirestore();
  });
  return {
    get projectId() {
      return current().projectId;
    },
    get emulators() {
      return current().emulators;
    },
    authenticatedContext: (uid, token) => current().authenticatedContext(uid, token),
    unauthenticatedContext: () => current().unauthenticatedContext(),
    withSecurityRulesDisabled: (callback) => current().withSecurityRulesDisabled(callback),
    clearDatabase: () => current().clearDatabase(),
    clearFirestore: () => current().clearFirestore(),
    clearStorage: () => current().clearStorage(),
    cleanup: () => current().cleanup(),
  };
}

/** The signed-in users of the matrix, by role. */
export const UID = {
  signedIn: 'user-without-subscription',
  reserve: 'member-reserve',
  elite: 'member-elite',
  crown: 'member-crown',
  other: 'member-other',
  admin: 'admin-1',
  pretender: 'user-whose-profile-says-admin',
} as const;

export type SignedInRole = keyof typeof UID;
export type Role = 'visitor' | SignedInRole;

/**
 * The custom claims on each role's ID token. `other` is a second Elite member; the
 * pretender has no claims at all, only a profile document that says admin and crown
 * (see {@link PRETENDER_PROFILE}).
 */
/** The verified sign-in email of the roles that write their profile (profileData's). */
const SIGN_IN = { email: 'ada@unlimited.test', email_verified: true } as const;

const CLAIMS: Readonly<Record<SignedInRole, TokenOptions>> = {
  signedIn: { ...SIGN_IN },
  reserve: { tier: 'reserve' },
  elite: { tier: 'elite', ...SIGN_IN },
  crown: { tier: 'crown' },
  other: { tier: 'elite' },
  admin: { admin: true },
  pretender: {},
};

/** Every role of the matrix. */
export const ROLES: readonly Role[] = [
  'visitor',
  'signedIn',
  'reserve',
  'elite',
  'crown',
  'other',
  'admin',
  'pretender',
];

/** Every role but the admin. */
export const NON_ADMIN_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'admin');

/** The tier claim of each role (`null`: none). */
export const TIER_OF: Readonly<Record<Role, TierId | null>> = {
  visitor: null,
  signedIn: null,
  reserve: 'reserve',
  elite: 'elite',
  crown: 'crown',
  other: 'elite',
  admin: null,
  pretender: null,
};

/**
 * What the pretender wrote into their own profile before the rules existed (or what a
 * careless admin tool might store): role, admin and tier fields. No rule reads them.
 */
export const PRETENDER_PROFILE = {
  first_name: 'Mallory',
  last_name: 'Pretender',
  username: 'mallory',
  email: 'mallory@unlimited.test',
  shipping_address: null,
  role: 'admin',
  admin: true,
  tier: 'crown',
};

const contexts = new WeakMap<RulesTestEnvironment, Map<Role, RulesTestContext>>();

/**
 * The context of a role: a client signed in with that role's claims (or signed out). One
 * per role and environment, reused across tests; the clients keep no data between tests
 * (no offline persistence), so `clearFirestore` is all the cleaning they need.
 */
export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  let byRole = contexts.get(env);
  if (!byRole) {
    byRole = new Map();
    contexts.set(env, byRole);
  }
  let context = byRole.get(role);
  if (!context) {
    context =
      role === 'visitor'
        ? env.unauthenticatedContext()
        : env.authenticatedContext(UID[role], CLAIMS[role]);
    byRole.set(role, context);
  }
  return context;
}

/**
 * The context's Firestore for the modular API. The context hands out the compat
 * instance; every modular entry point unwraps it (`getModularInstance`), so the app's
 * query builders, which take a modular `Firestore`, work on it unchanged.
 */
export function modularFirestore(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** The context's Storage for the modular API (unwrapped the same way). */
export function modularStorage(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage;
}

/** The modular Firestore of a role: what the web app holds when signed in as it. */
export function firestoreAs(env: RulesTestEnvironment, role: Role): Firestore {
  return modularFirestore(contextFor(env, role));
}

export function storageAs(env: RulesTestEnvironment, role: Role): FirebaseStorage {
  return modularStorage(contextFor(env, role));
}

/** Writes documents (path → raw data) with the rules off, as a function would. */
export async function seed(
  env: RulesTestEnvironment,
  docs: Readonly<Record<string, DocumentData>>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modularFirestore(context);
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Uploads files (path → content type) of a few bytes with the rules off. */
export async function seedFiles(
  env: RulesTestEnvironment,
  files: Readonly<Record<string, string>>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const storage = modularStorage(context);
    await Promise.all(
      Object.entries(files).map(([path, contentType]) =>
        uploadBytes(ref(storage, path), new Uint8Array([1, 2, 3]), { contentType }),
      ),
    );
  });
}

/** A string of exactly `length` characters. */
export function text(length: number, char = 'a'): string {
  return char.repeat(length);
}

/**
 * The audit stamp an admin's direct product or signup write carries (firestore.rules
 * isAuditStamped): the writer's uid and a fresh write id, as web/src/lib/firestore/audit-stamp.ts.
 */
export function auditStamp(uid: string = UID.admin): { updated_by: string; edit_id: string } {
  return { updated_by: uid, edit_id: crypto.randomUUID() };
}
