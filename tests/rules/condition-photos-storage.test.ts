/**
 * storage.rules `condition/{fileName}`: condition photos (domain conditionPhotoPath) are
 * read by anyone and uploaded only by admins, images of at most MAX_PHOTO_BYTES. Skipped,
 * with the reason, when the Storage emulator is not running.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { conditionPhotoPath, MAX_PHOTO_BYTES } from '@unlimited/domain';
import { describeWithStorage } from '../support/storage';
import { createRulesEnv, NON_ADMIN_ROLES, ROLES, seedFiles, storageAs, type Role } from './helpers';

const file = { name: 'front.jpg', type: 'image/jpeg' };
const SEEDED = conditionPhotoPath('order1', 'dispatch', 'seed', file);
const NEW = conditionPhotoPath('order1', 'return', 'new', file);

describeWithStorage('storage.rules: condition photos', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await createRulesEnv({ storage: true });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await seedFiles(env, { [SEEDED]: 'image/jpeg' });
  });

  function upload(role: Role, path: string, bytes: number, contentType: string) {
    return uploadBytes(ref(storageAs(env, role), path), new Uint8Array(bytes), { contentType });
  }

  it.each(ROLES)('%s reads a condition photo', async (role) => {
    await assertSucceeds(getMetadata(ref(storageAs(env, role), SEEDED)));
  });

  it('an admin uploads a condition photo under the app’s path', async () => {
    await assertSucceeds(upload('admin', NEW, 1024, 'image/jpeg'));
  });

  it('an admin cannot upload an SVG or a photo over the size limit', async () => {
    await assertFails(upload('admin', NEW, 10, 'image/svg+xml'));
    await assertFails(upload('admin', NEW, MAX_PHOTO_BYTES + 1, 'image/jpeg'));
  });

  it.each(NON_ADMIN_ROLES)('%s cannot upload a condition photo', async (role) => {
    await assertFails(upload(role, NEW, 10, 'image/jpeg'));
  });
});
