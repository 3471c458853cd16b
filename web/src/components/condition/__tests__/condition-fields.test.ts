import type { FirebaseStorage } from 'firebase/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionInput, EMPTY_CONDITION } from '../condition-fields';
import {
  CONDITION_UPLOADS_UNAVAILABLE,
  storageAvailable,
  uploadConditionPhoto,
} from '../upload-condition-photo';

describe('conditionInput', () => {
  it('leaves blanks out, so nothing is sent as null', () => {
    expect(conditionInput(EMPTY_CONDITION)).toEqual({ ok: true, input: {} });
    expect(
      conditionInput({
        grade: 'B',
        notes: '  Scuff on base  ',
        photos: 'https://x.test/1.jpg\n\n  https://x.test/2.jpg ',
      }),
    ).toEqual({
      ok: true,
      input: {
        condition_grade: 'B',
        condition_notes: 'Scuff on base',
        condition_photos: ['https://x.test/1.jpg', 'https://x.test/2.jpg'],
      },
    });
  });

  it('refuses what the function would refuse, with its message', () => {
    expect(conditionInput({ ...EMPTY_CONDITION, photos: 'http://x.test/1.jpg' })).toEqual({
      ok: false,
      message: 'Each photo must be an https address',
    });
    expect(
      conditionInput({
        ...EMPTY_CONDITION,
        photos: Array(6).fill('https://x.test/a.jpg').join('\n'),
      }),
    ).toEqual({ ok: false, message: 'At most 5 condition photos' });
    expect(conditionInput({ ...EMPTY_CONDITION, notes: 'x'.repeat(1001) })).toMatchObject({
      ok: false,
    });
  });
});

describe('uploadConditionPhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says at once that uploads need Storage when the emulator is not running', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('connection refused')));
    expect(await storageAvailable('http://127.0.0.1:9249')).toBe(false);
    const file = new File([new Uint8Array(10)], 'front.jpg', { type: 'image/jpeg' });
    await expect(
      uploadConditionPhoto({} as FirebaseStorage, 'o1', 'dispatch', file),
    ).rejects.toThrow(CONDITION_UPLOADS_UNAVAILABLE);
  });

  it('refuses an SVG before uploading anything', async () => {
    const file = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    await expect(uploadConditionPhoto({} as FirebaseStorage, 'o1', 'return', file)).rejects.toThrow(
      'Photos must be JPEG, PNG, WebP or AVIF images',
    );
  });
});
