/**
 * `npm run admin:grant -- <email>`: gives an existing user the `admin` custom claim,
 * keeping their other claims (such as `tier`), and the owner role (`role: 'owner'`) with
 * its `staff/{uid}` record, so they appear on the Team page, where every later member of
 * staff is invited and roles are changed (domain team/).
 *
 * - Local emulators: set `FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099` and
 *   `FIRESTORE_EMULATOR_HOST=127.0.0.1:8080` (the project id
 *   defaults to `demo-unlimited`).
 * - A real project: sign in with Application Default Credentials
 *   (`gcloud auth application-default login`, or `GOOGLE_APPLICATION_CREDENTIALS` pointing
 *   at a service-account key with the Firebase Authentication Admin role) and set
 *   `GCLOUD_PROJECT=<project id>`.
 *
 * The user sees the claim after their ID token refreshes: signing out and in again does it.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { STAFF_COLLECTION, type StaffMemberDoc } from '@unlimited/domain';
import { mergeClaims } from './lib/claims';
import { SEED_PROJECT_ID } from './seed-data';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId =
  process.env.GCLOUD_PROJECT ??
  process.env.GOOGLE_CLOUD_PROJECT ??
  (emulator ? SEED_PROJECT_ID : undefined);
const target = emulator
  ? `the Auth emulator at ${emulator}`
  : `project ${projectId ?? '(from credentials)'}`;

async function main(userEmail: string): Promise<void> {
  initializeApp(projectId ? { projectId } : undefined);
  const auth = getAuth();
  const user = await auth.getUserByEmail(userEmail).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user) {
    console.error(`No user with the email ${userEmail} in ${target}: they must sign up first.`);
    process.exit(1);
  }
  const staffRef = getFirestore().collection(STAFF_COLLECTION).doc(user.uid);
  if (user.customClaims?.admin === true && (await staffRef.get()).exists) {
    console.log(`${userEmail} (${user.uid}) is already an admin in ${target}.`);
    return;
  }
  // An admin from before roles keeps their role (none: owner); a new one is an owner.
  const role = typeof user.customClaims?.role === 'string' ? user.customClaims.role : 'owner';
  const claims = mergeClaims(user.customClaims, { admin: true, role });
  await auth.setCustomUserClaims(user.uid, claims);
  const now = new Date();
  const member: StaffMemberDoc = {
    id: user.uid,
    uid: user.uid,
    email: userEmail,
    name: user.displayName ?? null,
    role: role === 'operations' || role === 'support' ? role : 'owner',
    since: now,
    updated_at: now,
  };
  await staffRef.set(member);
  console.log(
    `Granted admin to ${userEmail} (${user.uid}) in ${target}; claims now ${JSON.stringify(claims)} (sign out and in again to use them).`,
  );
}

main(email).catch((error: unknown) => {
  console.error(
    `Could not grant admin in ${target}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
