/**
 * storage.rules: product photos are public to read; only admins upload (images of at
 * most MAX_PHOTO_BYTES under a `{productId}-{suffix}.{ext}` name) and delete them.
 * Everything else is denied. Skipped, with the reason, when the Storage emulator is not
 * running.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@unlimited/domain';
import { describeWithStorage } from '../support/storage';
import { createRulesEnv, NON_ADMIN_ROLES, ROLES, seedFiles, storageAs, type Role } from './helpers';

describeWithStorage('storage.rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await createRulesEnv({ storage: true });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const PHOTO = 'products/hermes-birkin-30-togo-1.jpg';

  beforeEach(async () => {
    await env.clearStorage();
    await seedFiles(env, {
      [PHOTO]: 'image/jpeg',
      'products/AbC123xyz-2.png': 'image/png',
      'private/report.pdf': 'application/pdf',
      'products/nested/photo-1.png': 'image/png',
    });
  });

  function upload(role: Role, path: string, bytes: number, contentType: string) {
    return uploadBytes(ref(storageAs(env, role), path), new Uint8Array(bytes), { contentType });
  }

  describe('storage: reading', () => {
    it.each(ROLES)('%s reads a product photo', async (role) => {
      const metadata = await assertSucceeds(getMetadata(ref(storageAs(env, role), PHOTO)));
      expect(metadata.contentType).toBe('image/jpeg');
    });

    it.each(ROLES)('%s cannot read files outside product photos', async (role) => {
      const storage = storageAs(env, role);
      await assertFails(getMetadata(ref(storage, 'private/report.pdf')));
      await assertFails(getMetadata(ref(storage, 'products/nested/photo-1.png')));
    });
  });

  describe('storage: uploading', () => {
    it('an admin uploads a product photo', async () => {
      await assertSucceeds(upload('admin', 'products/AbC123xyz-3.png', 1024, 'image/png'));
      await assertSucceeds(
        upload('admin', 'products/louis-vuitton-speedy-1699999999.webp', 10, 'image/webp'),
      );
      await assertSucceeds(upload('admin', 'products/AbC123xyz-7.avif', 10, 'image/avif'));
    });

    it('an admin uploads a photo of exactly the maximum size', async () => {
      await assertSucceeds(
        upload('admin', 'products/AbC123xyz-4.jpg', MAX_PHOTO_BYTES, 'image/jpeg'),
      );
    });

    it('an admin cannot upload a photo one byte over the maximum', async () => {
      await assertFails(
        upload('admin', 'products/AbC123xyz-4.jpg', MAX_PHOTO_BYTES + 1, 'image/jpeg'),
      );
    });

    // SVG can carry script that would run on the photo's origin; GIF/HEIC are not offered.
    it.each([
      'text/plain',
      'application/pdf',
      'text/html',
      'video/mp4',
      'image/svg+xml',
      'image/gif',
    ])('an admin cannot upload a %s file', async (contentType) => {
      await assertFails(upload('admin', 'products/AbC123xyz-5.png', 100, contentType));
    });

    it.each([
      'products/photo.png',
      'products/AbC123xyz-1',
      'products/AbC123xyz-1.png.exe',
      'products/AbC123xyz-.png',
      'products/nested/AbC123xyz-1.png',
      'uploads/AbC123xyz-1.png',
      'AbC123xyz-1.png',
    ])('an admin cannot upload to %s', async (path) => {
      await assertFails(upload('admin', path, 100, 'image/png'));
    });

    it.each(NON_ADMIN_ROLES)('%s cannot upload a product photo', async (role) => {
      await assertFails(upload(role, 'products/AbC123xyz-6.png', 100, 'image/png'));
    });

    it('an admin replaces an existing photo', async () => {
      await assertSucceeds(upload('admin', PHOTO, 100, 'image/jpeg'));
    });

    it('an admin cannot replace a photo with a non-image', async () => {
      await assertFails(upload('admin', PHOTO, 100, 'text/html'));
    });

    it.each(NON_ADMIN_ROLES)('%s cannot replace an existing photo', async (role) => {
      await assertFails(upload(role, PHOTO, 100, 'image/jpeg'));
    });
  });

  describe('storage: deleting', () => {
    it('an admin deletes a product photo', async () => {
      await assertSucceeds(deleteObject(ref(storageAs(env, 'admin'), PHOTO)));
    });

    it.each(NON_ADMIN_ROLES)('%s cannot delete a product photo', async (role) => {
      await assertFails(deleteObject(ref(storageAs(env, role), PHOTO)));
    });

    it('an admin cannot delete files outside product photos', async () => {
      await assertFails(deleteObject(ref(storageAs(env, 'admin'), 'private/report.pdf')));
    });
  });
});
