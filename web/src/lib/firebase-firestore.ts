import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorOrigins } from '@/config/emulators';
import { firebaseApp } from '@/lib/firebase';

/** Firestore, for the routes that read it (see `@/lib/firebase`). */
export const firestore = getFirestore(firebaseApp);

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectFirestoreEmulator(firestore, host, ports.firestore.port);
}
