import { describe, expect, it } from 'vitest';
import { isOwnPhotoPath, photosLeftUnused, storagePathOfPhoto } from '../product-photos';

const BUCKET = 'demo-unlimited.appspot.com';
const url = (path: string, host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=abc`;

describe('storagePathOfPhoto', () => {
  it('reads the object path of a download URL, in production and in the emulator', () => {
    expect(storagePathOfPhoto(url('products/p1-1.jpg'), BUCKET)).toBe('products/p1-1.jpg');
    expect(storagePathOfPhoto(url('products/p1-2.png', 'http://127.0.0.1:9199'), BUCKET)).toBe(
      'products/p1-2.png',
    );
  });

  it('ignores other buckets and other addresses', () => {
    expect(storagePathOfPhoto(url('products/p1-1.jpg'), 'another.appspot.com')).toBeNull();
    expect(storagePathOfPhoto('https://example.test/p/1-1.jpg', BUCKET)).toBeNull();
    expect(storagePathOfPhoto('not a url', BUCKET)).toBeNull();
  });
});

describe('isOwnPhotoPath', () => {
  it('is true only for files named after the product', () => {
    expect(isOwnPhotoPath('products/p1-1.jpg', 'p1')).toBe(true);
    expect(isOwnPhotoPath('products/p1-3_lx2k.webp', 'p1')).toBe(true);
    expect(isOwnPhotoPath('products/p12-1.jpg', 'p1')).toBe(false);
    expect(isOwnPhotoPath('products/p2-1.jpg', 'p1')).toBe(false);
    expect(isOwnPhotoPath('products/p1-/x.jpg', 'p1')).toBe(false);
    expect(isOwnPhotoPath('other/p1-1.jpg', 'p1')).toBe(false);
  });
});

describe('photosLeftUnused', () => {
  const one = url('products/p1-1.jpg');
  const two = url('products/p1-2.jpg');
  const external = 'https://example.test/p/1-1.jpg';
  const otherProducts = url('products/p2-1.jpg');

  it('lists the photos removed from the product, not the ones kept or reordered', () => {
    expect(photosLeftUnused('p1', [one, two], [two], BUCKET)).toEqual([
      { url: one, path: 'products/p1-1.jpg' },
    ]);
    expect(photosLeftUnused('p1', [one, two], [two, one], BUCKET)).toEqual([]);
  });

  it('lists every own photo of a deleted product, and never external or borrowed files', () => {
    expect(photosLeftUnused('p1', [one, external, otherProducts, two], null, BUCKET)).toEqual([
      { url: one, path: 'products/p1-1.jpg' },
      { url: two, path: 'products/p1-2.jpg' },
    ]);
  });

  it('lists nothing for a new product', () => {
    expect(photosLeftUnused('p1', [], [one], BUCKET)).toEqual([]);
  });
});
