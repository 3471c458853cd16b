import { describe, expect, it, vi } from 'vitest';
import { FieldValue } from 'firebase/firestore';
import {
  BAG_ON_LOAN,
  BORROW_NEEDS_ORDER,
  FIRESTORE_REFS,
  heldDeleteRefusal,
  heldHideRefusal,
  heldSoldRefusal,
  SOLD_STAYS_SOLD,
  TIERS,
  productDraftSchema,
  tierValueCapCents,
  valueCapMessage,
} from '@unlimited/domain';
import {
  createProduct,
  newProductData,
  type CreateProductOps,
} from '@/features/admin-products/api/create-product';
import { converterFor } from '@/lib/firestore/converters';
import {
  ACTIVE_NEEDS_PHOTO,
  buildProductUpdate,
} from '@/features/admin-products/api/update-product';
import { productPhotoPath } from '@/features/admin-products/api/upload-product-photo';
import { deleteProducts } from '@/features/admin-products/api/delete-products';
import { STORAGE_EMULATOR_MISSING } from '@/features/admin-products/api/photo-uploads';
import { makeProduct } from './fixtures';

function file(name: string) {
  return new File(['x'], name, { type: 'image/jpeg' });
}

const draft = {
  ...makeProduct({
    id: 'x',
    title: 'Lady Dior Medium',
    brand: 'Dior',
    status: 'Active',
    photos: [],
  }),
};

function fakeOps(failing: number[] = [], uploadsHere = true) {
  const calls: string[] = [];
  const ops: CreateProductOps = {
    checkUploads: vi.fn(async () => {
      calls.push('check');
      if (!uploadsHere) throw new Error(STORAGE_EMULATOR_MISSING);
    }),
    createHidden: vi.fn(async (d) => {
      calls.push(`create:${d.status}:${d.photos.length}`);
      return 'new-id';
    }),
    uploadPhoto: vi.fn(async (id, n) => {
      calls.push(`upload:${n}`);
      if (failing.includes(n)) throw new Error('storage/unauthorized');
      return `https://img.test/${id}-${n}.jpg`;
    }),
    finish: vi.fn(async (_id, patch) => {
      calls.push(`finish:${patch.status}:${patch.photos.length}`);
    }),
  };
  return { ops, calls };
}

describe('createProduct', () => {
  it('creates Hidden without photos, uploads each in turn, then sets URLs and the chosen status', async () => {
    const { ops, calls } = fakeOps([2]);
    const onUploadError = vi.fn();
    const result = await createProduct(ops, {
      draft,
      files: [file('a.jpg'), file('b.jpg'), file('c.jpg')],
      onUploadError,
    });
    expect(calls).toEqual([
      'check',
      'create:Hidden:0',
      'upload:1',
      'upload:2',
      'upload:3',
      'finish:Active:2',
    ]);
    expect(onUploadError).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ name: 'b.jpg' }),
      expect.any(Error),
    );
    expect(result).toMatchObject({
      id: 'new-id',
      title: 'Lady Dior Medium',
      photos: ['https://img.test/new-id-1.jpg', 'https://img.test/new-id-3.jpg'],
      failedUploads: 1,
      status: 'Active',
      keptHidden: false,
    });
  });

  it('keeps an Active product Hidden when no photo uploaded (the rules need one)', async () => {
    const { ops, calls } = fakeOps([1]);
    const result = await createProduct(ops, { draft, files: [file('a.jpg')] });
    expect(calls).toEqual(['check', 'create:Hidden:0', 'upload:1']);
    expect(result).toMatchObject({ status: 'Hidden', keptHidden: true });
  });

  it('refuses before creating anything when photos cannot be uploaded here', async () => {
    const { ops, calls } = fakeOps([], false);
    await expect(createProduct(ops, { draft, files: [file('a.jpg')] })).rejects.toThrow(
      STORAGE_EMULATOR_MISSING,
    );
    expect(calls).toEqual(['check']);
  });
});

describe('newProductData', () => {
  it('passes the product converter and carries exactly the fields the rules allow', () => {
    const fields = productDraftSchema.parse(draft); // the draft fields only
    const data = converterFor(FIRESTORE_REFS.productsCol).toFirestore(
      newProductData({ ...fields, status: 'Hidden', photos: [] }, 'new-id', {
        updated_by: 'admin-1',
        edit_id: 'edit-0001',
      }),
    );
    const allowed = [
      'title',
      'brand',
      'style',
      'rank',
      'size',
      'price',
      'status',
      'description',
      'photos',
      'categories',
      'tags',
      'borrow_status',
      'access_levels',
      'return_date',
      'brand_slug',
      'keywords',
      'date_added',
      'created_at',
      'updated_at',
      'updated_by',
      'edit_id',
    ];
    expect(Object.keys(data).sort()).toEqual([...allowed].sort());
    expect(data).toMatchObject({
      status: 'Hidden',
      photos: [],
      brand_slug: 'dior',
      updated_by: 'admin-1',
      edit_id: 'edit-0001',
    });
    expect(data.created_at).toBeInstanceOf(FieldValue);
    expect(data.updated_at).toBeInstanceOf(FieldValue);
  });
});

describe('buildProductUpdate', () => {
  const current = makeProduct({ id: 'p', title: 'Birkin 30', brand: 'Hermès' });

  it('refuses to free a bag on loan, or to lend a bag by hand', () => {
    const loaned = makeProduct({
      id: 'l',
      title: 'Kelly 28',
      brand: 'Hermès',
      borrow_status: 'Borrowed',
      borrower: 'member-ann',
      return_date: new Date('2026-12-01T00:00:00Z'),
    });
    expect(() =>
      buildProductUpdate(loaned, {
        borrow_status: 'Available',
        return_date: null,
      }),
    ).toThrow(BAG_ON_LOAN);
    expect(buildProductUpdate(loaned, { access_levels: 'Crown' })).toMatchObject({
      access_levels: 'Crown',
    });
    expect(() => buildProductUpdate(current, { borrow_status: 'Swapping' })).toThrow(
      BORROW_NEEDS_ORDER,
    );
  });

  it('refuses hiding, archiving or selling a held bag and un-selling a Sold one, with what to do', () => {
    const held = makeProduct({
      id: 'h',
      title: 'Kelly 28',
      brand: 'Hermès',
      borrow_status: 'Swapping',
      borrower: 'member-ann',
      return_date: new Date('2026-12-01T00:00:00Z'),
    });
    expect(() => buildProductUpdate(held, { status: 'Hidden' })).toThrow(
      heldHideRefusal('Swapping'),
    );
    expect(() => buildProductUpdate(held, { status: 'Sold' })).toThrow(heldSoldRefusal('Swapping'));
    expect(heldHideRefusal('Swapping')).toContain('once it is back and the order is completed');
    const sold = makeProduct({ id: 's', title: 'Lindy 26', brand: 'Hermès', status: 'Sold' });
    expect(() => buildProductUpdate(sold, { status: 'Active' })).toThrow(SOLD_STAYS_SOLD);
    expect(buildProductUpdate(current, { status: 'Sold' })).toEqual({ status: 'Sold' });
  });

  it('refuses a price or level that breaks the Elite cap, yet edits a product stored over it', () => {
    // The cap and its words come from the tier table.
    const cap = tierValueCapCents('elite') ?? 0;
    const message = valueCapMessage(TIERS.elite);
    const elite = makeProduct({
      id: 'e1',
      title: 'Jodie Mini',
      price: cap - 5_000,
      access_levels: 'Elite',
    });
    expect(() => buildProductUpdate(elite, { price: cap + 90_000 })).toThrow(message);
    expect(buildProductUpdate(elite, { price: cap })).toEqual({ price: cap });
    const crown = { ...elite, price: cap + 290_000, access_levels: 'Crown' as const };
    expect(() => buildProductUpdate(crown, { access_levels: 'Elite,Crown' })).toThrow(message);
    // Stored before the cap: other fields still save; its price and level only towards the rule.
    const stored = { ...elite, price: cap + 290_000 };
    expect(buildProductUpdate(stored, { borrow_status: 'Maintenance' })).toEqual({
      borrow_status: 'Maintenance',
    });
    expect(() => buildProductUpdate(stored, { price: cap + 280_000 })).toThrow(message);
    expect(buildProductUpdate(stored, { access_levels: 'Crown' })).toEqual({
      access_levels: 'Crown',
    });
  });

  it('writes only the patched fields when no derived source changes', () => {
    expect(buildProductUpdate(current, { borrow_status: 'Maintenance' })).toEqual({
      borrow_status: 'Maintenance',
    });
  });

  it('recomputes brand_slug and keywords when title, brand, style, categories or tags change', () => {
    const data = buildProductUpdate(current, { brand: 'Louis Vuitton', title: ' Keepall 45 ' });
    expect(data).toMatchObject({
      brand: 'Louis Vuitton',
      title: 'Keepall 45',
      brand_slug: 'louis-vuitton',
    });
    expect(data.keywords).toEqual(expect.arrayContaining(['keepall', '45', 'louis', 'vuitton']));
  });

  it('refuses invalid values and an Active product without photos', () => {
    expect(() => buildProductUpdate(current, { title: 'ab' })).toThrow();
    expect(() =>
      buildProductUpdate({ ...current, status: 'Hidden', photos: [] }, { status: 'Active' }),
    ).toThrow(ACTIVE_NEEDS_PHOTO);
  });
});

describe('deleteProducts', () => {
  it('refuses a held bag with the reason before sending any delete', async () => {
    const reserved = makeProduct({
      id: 'r',
      title: 'Kelly 28',
      brand: 'Hermès',
      borrow_status: 'Reserved',
      borrower: 'member-ann',
    });
    // No delete is sent: a function that fails the test if called proves it.
    const call = vi.fn(async () => {
      throw new Error('must not be called');
    });
    const result = await deleteProducts(call, [reserved]);
    expect(call).not.toHaveBeenCalled();
    expect(result).toEqual({
      deleted: [],
      failed: [],
      refused: [{ id: 'r', reason: heldDeleteRefusal('Reserved') }],
    });
  });

  it('sends the others to the deleteProducts function and reports its answer', async () => {
    const call = vi.fn(async ({ ids }: { ids: string[] }) => ({
      deleted: ids.filter((id) => id !== 'b'),
      refused: [{ id: 'b', reason: 'It was already deleted.' }],
    }));
    const result = await deleteProducts(call, [
      makeProduct({ id: 'a', title: 'Speedy 25' }),
      makeProduct({ id: 'b', title: 'Neverfull MM' }),
    ]);
    expect(call).toHaveBeenCalledWith({ ids: ['a', 'b'] });
    expect(result).toEqual({
      deleted: ['a'],
      failed: [],
      refused: [{ id: 'b', reason: 'It was already deleted.' }],
    });
  });

  it('reports every product of a failed call as failed', async () => {
    const call = vi.fn(async () => {
      throw new Error('internal');
    });
    const result = await deleteProducts(call, [makeProduct({ id: 'a', title: 'Speedy 25' })]);
    expect(result).toEqual({ deleted: [], failed: ['a'], refused: [] });
  });
});

describe('productPhotoPath', () => {
  it('names photos products/{id}-{suffix}.{ext}', () => {
    expect(productPhotoPath('abc123', '2', { name: 'Front.JPG', type: 'image/jpeg' })).toBe(
      'products/abc123-2.jpg',
    );
    expect(productPhotoPath('abc123', '1_x', { name: 'blob', type: 'image/webp' })).toBe(
      'products/abc123-1_x.webp',
    );
  });
});
