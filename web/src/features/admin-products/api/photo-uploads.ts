/**
 * Can product photos be uploaded here? Always in production. On the local emulators only
 * when the Storage emulator runs: `npm start` leaves it out on machines where it cannot run
 * (DESIGN.md), and an upload to it would otherwise retry for minutes behind a spinner.
 * The Emulator Hub is asked which emulators run, so nothing knocks on an absent Storage
 * port (a refused connection is a console error in the browser).
 */
import { useEffect, useState } from 'react';
import { emulatorOrigins } from '@/config/emulators';

export const STORAGE_EMULATOR_MISSING =
  'Photo uploads are off on this local run: the Storage emulator is not running on this machine.';

export type PhotoUploads =
  { state: 'checking' } | { state: 'available' } | { state: 'unavailable'; message: string };

/**
 * Whether the Emulator Hub at `hubOrigin` lists a running Storage emulator (its
 * `GET /emulators` maps each running emulator's name to where it listens). No answer, or
 * an answer without Storage, is no.
 */
export async function hubListsStorage(
  hubOrigin: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 3_000,
): Promise<boolean> {
  try {
    const response = await fetchFn(`${hubOrigin}/emulators`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const running: unknown = await response.json();
    return typeof running === 'object' && running !== null && 'storage' in running;
  } catch {
    return false;
  }
}

let pending: Promise<PhotoUploads> | null = null;

/** Checks once per page load (a retry after a failed check asks again). */
export function checkPhotoUploads(
  hubOrigin: string | null = emulatorOrigins?.hub ?? null,
  fetchFn: typeof fetch = fetch,
): Promise<PhotoUploads> {
  if (hubOrigin === null) return Promise.resolve({ state: 'available' });
  pending ??= hubListsStorage(hubOrigin, fetchFn).then((runs): PhotoUploads => {
    if (!runs) pending = null;
    return runs
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
