import { EMULATOR_DEFAULTS } from '@/config/emulator-defaults';
import { parseEnv } from '@/config/parse-env';

export { parseEnv, type Env } from '@/config/parse-env';

/**
 * The web app's environment, checked once (see parse-env.ts). Vite writes the flag into the
 * bundle, so a deploy build drops the emulator defaults entirely.
 */
export const env = parseEnv(
  import.meta.env,
  import.meta.env.VITE_USE_EMULATORS === 'false' ? null : EMULATOR_DEFAULTS,
);
