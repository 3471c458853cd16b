/**
 * Can product photos be uploaded here? Always in production. On the local emulators only
 * when the Storage emulator runs: `npm start` leaves it out on machines where it cannot run
 * (DESIGN.md), and an upload to it would otherwise retry for minutes behind a spinner.
 * The Emulator Hub is asked (`@/lib/storage-emulator`).
 */
import { useEffect, useState } from 'react';
import { emulatorOrigins } from '@/config/emulators';
import { hubListsStorage } from '@/lib/storage-emulator';

export const STORAGE_EMULATOR_MISSING =
  'Photo uploads are off on this local run: the Storage emulator is not running on this machine.';

export type PhotoUploads =
  { state: 'checking' } | { state: 'available' } | { state: 'unavailable'; message: string };

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
