import { describe, expect, it, vi } from 'vitest';
import {
  STORAGE_EMULATOR_MISSING,
  checkPhotoUploads,
  serverAnswers,
} from '@/features/admin-products/api/photo-uploads';

describe('photo uploads', () => {
  it('are always available outside the emulators', async () => {
    await expect(checkPhotoUploads(null)).resolves.toEqual({ state: 'available' });
  });

  it('are unavailable, with the reason, when nothing answers at the Storage emulator', async () => {
    // Port 9 (discard) on this machine refuses the connection at once.
    await expect(checkPhotoUploads('http://127.0.0.1:9')).resolves.toEqual({
      state: 'unavailable',
      message: STORAGE_EMULATOR_MISSING,
    });
  });

  it('count any HTTP answer as a running server, a network failure as none', async () => {
    const answering = vi.fn(async () => new Response(null, { status: 404 }));
    await expect(serverAnswers('http://storage.test', answering)).resolves.toBe(true);
    expect(answering).toHaveBeenCalledWith(
      'http://storage.test',
      expect.objectContaining({ mode: 'no-cors' }),
    );
    const refusing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(serverAnswers('http://storage.test', refusing)).resolves.toBe(false);
  });
});
