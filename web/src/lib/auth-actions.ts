/**
 * The Auth SDK calls the sign-in pages make, in one module they load when the call is
 * made (with `@/lib/load-auth`). Importing `firebase/auth` itself on demand would bring
 * the whole SDK into the build, popup and redirect sign-in included: a bundler cannot
 * tell which exports of a dynamically imported module are used, but it can of this one.
 */
export {
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
