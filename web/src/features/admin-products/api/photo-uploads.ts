/**
 * Can product photos be uploaded here? Always in production. On the local emulators only
 * when the Storage emulator runs: `npm start` leaves it out on machines where it cannot be
 * downloaded, and an upload to it would otherwise retry for minutes behind a spinner.
 */
import { useEffect, useState } from 'react';
import { emulatorOrigins } from '@/config/emulators';

export const STORAGE_EMULATOR_MISSING =
  'Photo uploads need the Storage emulator, which is not running on this machine, so new photos cannot be added here. Products with photo addresses can still be imported from a CSV file.';

export type PhotoUploads =
  { state: 'checking' } | { state: 'available' } | { state: 'unavailable'; message: string };

/** Whether anything answers at `origin`; a refused connection or no answer in time is no. */
export async function serverAnswers(
  origin: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 3_000,
): Promise<boolean> {
  try {
    // no-cors: any HTTP answer resolves (opaque); only a network failure rejects.
    await fetchFn(origin, { mode: 'no-cors', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

let pending: Promise<PhotoUploads> | null = null;

/** Checks once per page load (a retry after a failed check asks again). */
export function checkPhotoUploads(
  storageOrigin: string | null = emulatorOrigins?.storage ?? null,
): Promise<PhotoUploads> {
  if (storageOrigin === null) return Promise.resolve({ state: 'available' });
  pending ??= serverAnswers(storageOrigin).then((answers): PhotoUploads => {
    if (!answers) pending = null;
    return answers
      ? { state: 'available' }
      : { state: 'unavailable', message: STORAGE_EMULATOR_MISSING };
  });
  return pending;
}

/** Throws the message an admin sees when photos cannot be uploaded here. */
export async function assertPhotoUploads(): Promise<void> {
  const uploads = await checkPhotoUploads();
  if (uploads.state === 'unavailable') throw new Error(uploads.message);
}

/** The availability of photo uploads, checked when a form with photos opens. */
export function usePhotoUploads(): PhotoUploads {
  const [uploads, setUploads] = useState<PhotoUploads>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    void checkPhotoUploads().then((result) => {
      if (current) setUploads(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return uploads;
}
