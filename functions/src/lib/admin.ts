/**
 * The Admin SDK, initialised once and only when first used, so modules can be imported
 * (by tests, by the CLI's function discovery) without touching a project.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let app: App | undefined;

/** The default Admin app, created on first use. */
export function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

/** The default Firestore database. */
export function firestore(): Firestore {
  return getFirestore(adminApp());
}

/** Firebase Auth, for custom claims. */
export function adminAuth(): Auth {
  return getAuth(adminApp());
}
