import { emulators } from '../../../firebase.json';
import { env } from '@/config/env';

/** Where each local emulator listens (firebase.json), or null outside the emulators. */
export const emulatorOrigins = env.useEmulators
  ? {
      host: env.emulatorHost,
      ports: emulators,
      storage: `http://${env.emulatorHost}:${emulators.storage.port}`,
      /** The Emulator Hub, which lists the emulators that run. */
      hub: `http://${env.emulatorHost}:${emulators.hub.port}`,
    }
  : null;
