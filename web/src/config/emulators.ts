import { emulators } from '../../../firebase.json';
import { env } from '@/config/env';

/**
 * Where each local emulator listens (firebase.json), or null outside the emulators. The
 * flag Vite writes in makes this null at build time in a deploy build, so no emulator
 * address reaches a deployed bundle.
 */
export const emulatorOrigins =
  import.meta.env.VITE_USE_EMULATORS !== 'false' && env.useEmulators
    ? {
        host: env.emulatorHost,
        ports: emulators,
        storage: `http://${env.emulatorHost}:${emulators.storage.port}`,
        /** The Emulator Hub, which lists the emulators that run. */
        hub: `http://${env.emulatorHost}:${emulators.hub.port}`,
      }
    : null;
