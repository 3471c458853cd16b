import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorOrigins } from '@/config/emulators';
import { firebaseApp } from '@/lib/firebase';

/** Cloud Storage, for the routes that upload to it (see `@/lib/firebase`). */
export const storage = getStorage(firebaseApp);
// An upload that cannot reach Storage gives up after a minute instead of the SDK's ten.
storage.maxUploadRetryTime = 60_000;

if (emulatorOrigins) {
  const { host, ports } = emulatorOrigins;
  connectStorageEmulator(storage, host, ports.storage.port);
}
