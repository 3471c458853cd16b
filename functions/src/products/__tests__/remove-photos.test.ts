import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { orderData, productData } from '../../__tests__/fixtures';
import { removeUnusedProductPhotos, type PhotoBucket } from '../remove-photos';

const BUCKET = 'demo-unlimited.appspot.com';
const photo = (name: string) =>
  `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(`products/${name}`)}?alt=media`;

const WRITTEN_AT = new Date('2026-11-20T10:00:00Z');

let fake: FakeFirestore;
let deleted: string[];
/** When each stored file was last written; files not listed were written long before. */
let writtenAt: Map<string, Date>;
const bucket: PhotoBucket = {
  name: BUCKET,
  remove: (path, writtenBefore) => {
    const at = writtenAt.get(path) ?? new Date('2026-01-01T00:00:00Z');
    if (!(at < writtenBefore)) return Promise.resolve(false);
    deleted.push(path);
    return Promise.resolve(true);
  },
};

beforeEach(() => {
  fake = new FakeFirestore();
  deleted = [];
  writtenAt = new Map();
});

const product = (photos: string[]) => ({ ...productData(), photos });

describe('removeUnusedProductPhotos', () => {
  it('deletes the files of photos removed from a product, and keeps the rest', async () => {
    const [one, two, three] = [photo('p1-1.jpg'), photo('p1-2.jpg'), photo('p1-3.jpg')];
    await removeUnusedProductPhotos(
      fake.asFirestore(),
      bucket,
      'p1',
      product([one, two, three]),
      product([three, one]),
      WRITTEN_AT,
    );
    expect(deleted).toEqual(['products/p1-2.jpg']);
  });

  it('deletes every own file of a deleted product, but not an address from elsewhere', async () => {
    await removeUnusedProductPhotos(
      fake.asFirestore(),
      bucket,
      'p1',
      product([photo('p1-1.jpg'), 'https://example.test/bag.jpg', photo('p2-1.jpg')]),
      null,
      WRITTEN_AT,
    );
    expect(deleted).toEqual(['products/p1-1.jpg']);
  });

  it('keeps a file an order still shows as its bag image', async () => {
    const main = photo('p1-1.jpg');
    fake.put('orders/o1', orderData('delivered', { bag_id: 'p1', bag_image: main }));
    await removeUnusedProductPhotos(
      fake.asFirestore(),
      bucket,
      'p1',
      product([main, photo('p1-2.jpg')]),
      null,
      WRITTEN_AT,
    );
    expect(deleted).toEqual(['products/p1-2.jpg']);
  });

  it('keeps a file another product lists, when the product it was uploaded for is deleted', async () => {
    const shared = photo('p1-1.jpg');
    fake.put('products/p2', product([shared]));
    await removeUnusedProductPhotos(
      fake.asFirestore(),
      bucket,
      'p1',
      product([shared, photo('p1-2.jpg')]),
      null,
      WRITTEN_AT,
    );
    expect(deleted).toEqual(['products/p1-2.jpg']);
  });

  it('does nothing when a product is created or its photos are unchanged', async () => {
    const photos = [photo('p1-1.jpg')];
    const db = fake.asFirestore();
    await removeUnusedProductPhotos(db, bucket, 'p1', null, product(photos), WRITTEN_AT);
    const renamed = { ...product(photos), title: 'Renamed' };
    await removeUnusedProductPhotos(db, bucket, 'p1', product(photos), renamed, WRITTEN_AT);
    expect(deleted).toEqual([]);
  });

  it('keeps a file uploaded again under the same name after the product was deleted', async () => {
    // A new seed run: products cleared, then the same photo names uploaded again.
    writtenAt.set('products/p1-1.jpg', new Date('2026-11-20T10:00:05Z'));
    await removeUnusedProductPhotos(
      fake.asFirestore(),
      bucket,
      'p1',
      product([photo('p1-1.jpg'), photo('p1-2.jpg')]),
      null,
      WRITTEN_AT,
    );
    expect(deleted).toEqual(['products/p1-2.jpg']);
  });
});
