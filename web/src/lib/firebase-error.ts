/**
 * The code of a Firebase error (`auth/invalid-credential`, …), else null. Read from the
 * error itself rather than with `instanceof FirebaseError`, so the sign-in pages can tell
 * their errors apart without importing the SDK before it is needed.
 */
export function firebaseErrorCode(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'FirebaseError') return null;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' ? code : null;
}
