import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFirestore } from '../../__tests__/fake-firestore';
import { orderData, productData } from '../../__tests__/fixtures';
import { removeUnusedProductPhotos, type PhotoBucket } from '../remove-photos';

const BUCKET = 'demo-unlimited.appspot.com';
const photo = (name: string) =>
  `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(`products/${name}`)}?alt=media`;

let fake: FakeFirestore;
let deleted: string[];
const bucket: PhotoBucket = {
  name: BUCKET,
  remove: (path) => {
    deleted.push(path);
    return Promise.resolve();
  },
};

beforeEach(() => {
  fake = new FakeFirestore();
  deleted = [];
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
    );
    expect(deleted).toEqual(['products/p1-2.jpg']);
  });

  it('does nothing when a product is created or its photos are unchanged', async () => {
    const photos = [photo('p1-1.jpg')];
    await removeUnusedProductPhotos(fake.asFirestore(), bucket, 'p1', null, product(photos));
    await removeUnusedProductPhotos(fake.asFirestore(), bucket, 'p1', product(photos), {
      ...product(photos),
      title: 'Renamed',
    });
    expect(deleted).toEqual([]);
  });
});
