import { parseEnv } from '@/config/parse-env';

export { parseEnv, type Env } from '@/config/parse-env';

/** The web app's environment, checked once (see parse-env.ts). */
export const env = parseEnv(import.meta.env);
