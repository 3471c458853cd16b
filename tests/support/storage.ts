import { describe } from 'vitest';

/**
 * Why the Storage emulator is not running in this run, or null when it is. `npm test`
 * (scripts/test.mjs) sets UNLIMITED_STORAGE_SKIP_REASON when it starts the emulators
 * without Storage (its rules runtime is a download that cannot be made on every machine),
 * and prints the reason beside the count of tests it skipped.
 */
export const storageSkipReason: string | null =
  process.env.UNLIMITED_STORAGE_SKIP_REASON?.trim() || null;

/** `describe` for tests that need the Storage emulator: skipped, with the reason, without it. */
export const describeWithStorage: ReturnType<typeof describe.skipIf> = describe.skipIf(
  storageSkipReason !== null,
);
