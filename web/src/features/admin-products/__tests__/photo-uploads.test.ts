import { describe, expect, it, vi } from 'vitest';
import {
  STORAGE_EMULATOR_MISSING,
  checkPhotoUploads,
} from '@/features/admin-products/api/photo-uploads';
import { hubListsStorage } from '@/lib/storage-emulator';

const hubAnswer = (running: object) => vi.fn(async () => Response.json(running));

describe('photo uploads', () => {
  it('are always available outside the emulators', async () => {
    await expect(checkPhotoUploads(null)).resolves.toEqual({ state: 'available' });
  });

  it('are unavailable, with the reason, when the Emulator Hub lists no Storage emulator', async () => {
    const hub = hubAnswer({ auth: {}, firestore: {}, functions: {}, hosting: {}, hub: {} });
    await expect(checkPhotoUploads('http://hub.test', hub)).resolves.toEqual({
      state: 'unavailable',
      message: STORAGE_EMULATOR_MISSING,
    });
    // The hub is asked; the Storage port itself never is (a refused connection is a console error).
    expect(hub).toHaveBeenCalledTimes(1);
    expect(hub).toHaveBeenCalledWith('http://hub.test/emulators', expect.anything());
  });

  it('are available when the hub lists Storage', async () => {
    await expect(
      hubListsStorage('http://hub.test', hubAnswer({ firestore: {}, storage: { port: 9199 } })),
    ).resolves.toBe(true);
  });

  it('count a hub that does not answer, or answers with an error, as no Storage', async () => {
    const refusing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(hubListsStorage('http://hub.test', refusing)).resolves.toBe(false);
    const failing = vi.fn(async () => new Response('nope', { status: 500 }));
    await expect(hubListsStorage('http://hub.test', failing)).resolves.toBe(false);
  });
});
