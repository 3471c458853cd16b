import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  heldHideRefusal,
  heldSoldRefusal,
  SOLD_STAYS_SOLD,
  TIERS,
  tierValueCapCents,
  valueCapMessage,
} from '@unlimited/domain';
import { useUpdateProduct } from '@/features/admin-products/api/update-product';
import { useUploadProductPhoto } from '@/features/admin-products/api/upload-product-photo';
import { EditProductDialog } from '@/features/admin-products/components/edit-product-dialog';
import { PRODUCTS, makeProduct, renderWithToaster } from './fixtures';

// The object's history reads Firestore; its own tests are in components/audit.
vi.mock('@/components/audit/object-history', () => ({
  ObjectHistory: () => null,
}));
vi.mock('@/features/admin-products/api/photo-uploads', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePhotoUploads: vi.fn(() => ({ state: 'available' })),
}));
vi.mock('@/features/admin-products/api/update-product', () => ({ useUpdateProduct: vi.fn() }));
// Who holds a bag: the member's customer summary (name and email), by their uid.
vi.mock('@/features/admin-products/api/get-loan-holder', () => ({
  useLoanHolder: (uid: string) =>
    uid === 'member-ann'
      ? { status: 'success', name: 'Ann Weber', email: 'ann@example.com' }
      : { status: 'unknown' },
}));
vi.mock('@/features/admin-products/api/get-product-queue', () => ({
  useProductQueue: (productId: string) =>
    productId === 'queued'
      ? {
          status: 'success',
          entries: [
            {
              id: 'queued_ada',
              product_id: 'queued',
              user_id: 'ada',
              user_tier: 'crown',
              joined_at: new Date(2026, 10, 1),
              status: 'waiting',
              position: 1,
              estimated_at: new Date(2026, 11, 4, 12),
              offer_expires_at: null,
              bag_title: 'Kelly',
              bag_brand: 'Hermès',
              bag_photo: null,
              user_email: 'ada@example.com',
              updated_at: new Date(2026, 10, 1),
            },
          ],
        }
      : { status: 'success', entries: [] },
}));
vi.mock('@/features/admin-products/api/upload-product-photo', () => ({
  useUploadProductPhoto: vi.fn(),
  editPhotoSuffix: (n: number) => `${n}_t`,
}));

const update = vi.fn();
const upload = vi.fn();
const onClose = vi.fn();

beforeEach(() => {
  update.mockReset().mockResolvedValue(undefined);
  upload.mockReset();
  onClose.mockReset();
  vi.mocked(useUpdateProduct).mockReturnValue(update);
  vi.mocked(useUploadProductPhoto).mockReturnValue(upload);
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
});

describe('Edit Product dialog', { timeout: 20_000 }, () => {
  it('shows every section with the product’s values and the preview placeholder', async () => {
    const user = renderWithToaster(<EditProductDialog product={PRODUCTS[1]!} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    for (const section of [
      'Basic Information',
      'Pricing & Inventory',
      'Rank & Size',
      'Access Level Management',
      'Description',
      'Photos',
      'Categories & Tags',
    ]) {
      expect(within(dialog).getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('textbox', { name: 'Product Title' })).toHaveValue(
      'Neverfull MM',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('1850');
    // Nobody holds this bag: a borrower is never typed in, only Available or Maintenance
    // can be chosen (plus the status it has).
    expect(within(dialog).queryByRole('textbox', { name: 'Current Borrower' })).toBeNull();
    const borrow = within(dialog).getByRole('combobox', { name: 'Borrow Status' });
    expect(
      within(borrow)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Available', 'Maintenance', 'Borrowed']);
    expect(
      within(dialog).getByText('Click "Show Preview" to see how your changes will appear.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Show Preview' }));
    expect(within(dialog).getByRole('article', { name: 'Customer view' })).toBeVisible();
  });

  it('shows the schema’s messages and does not save', async () => {
    const user = renderWithToaster(<EditProductDialog product={PRODUCTS[0]!} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Product Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Title' }), 'No');
    await user.clear(within(dialog).getByRole('combobox', { name: 'Brand' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Too short');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bags' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(
      await within(dialog).findByText('Product title must be at least 3 characters'),
    ).toBeVisible();
    expect(within(dialog).getByText('Please select a brand')).toBeVisible();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeVisible();
    expect(within(dialog).getByText('At least one category is required')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it.each([
    ['12.345', 'Price must have at most 2 decimal places'],
    ['$99,999,999,999', 'Price must be at most $100,000'],
    ['0', 'Price must be more than $0'],
    ['', 'Price is required'],
  ])('refuses the price %j with %j instead of rounding or storing it', async (typed, message) => {
    const user = renderWithToaster(<EditProductDialog product={PRODUCTS[0]!} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    if (typed !== '') await user.type(price, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue(typed);
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a loaned bag’s borrow status read-only and leaves it out of the save', async () => {
    const product = makeProduct({
      id: 'e1',
      title: 'Speedy 30',
      brand: 'Louis Vuitton',
      borrow_status: 'Borrowed',
      borrower: 'member-ann',
      return_date: new Date('2026-12-01T00:00:00Z'),
    });
    const user = renderWithToaster(<EditProductDialog product={product} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).queryByRole('combobox', { name: 'Borrow Status' })).toBeNull();
    expect(within(dialog).getByText(/This bag is on loan to a member/)).toBeVisible();
    // Who has it, by name and email; never the account id.
    expect(within(dialog).getByText('With Ann Weber (ann@example.com)')).toBeVisible();
    expect(within(dialog).queryByText(/member-ann/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product "Speedy 30" updated successfully!');
    const patch = update.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(patch).not.toHaveProperty('borrow_status');
    expect(patch).not.toHaveProperty('current_borrower');
    expect(patch).not.toHaveProperty('borrower');
    expect(patch).not.toHaveProperty('return_date');
  });

  it('refuses marking a held bag Sold or Hidden at the field, before any upload, and keeps a Sold bag Sold', async () => {
    const product = makeProduct({
      id: 'e2',
      title: 'Speedy 30',
      brand: 'Louis Vuitton',
      borrow_status: 'Swapping',
      borrower: 'member-ann',
      return_date: new Date('2026-12-01T00:00:00Z'),
    });
    const user = renderWithToaster(<EditProductDialog product={product} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const status = within(dialog).getByRole('combobox', { name: 'Inventory Status' });
    await user.selectOptions(status, 'Sold');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(status).toHaveAccessibleDescription(heldSoldRefusal('Swapping')));
    expect(heldSoldRefusal('Swapping')).toMatch(
      /on its way back from a member, so it cannot be marked Sold by hand: if the member buys it, it becomes Sold on its own/,
    );
    await user.selectOptions(status, 'Hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(status).toHaveAccessibleDescription(heldHideRefusal('Swapping')));
    expect(update).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a Sold bag Sold in the form', async () => {
    const product = makeProduct({ id: 'e3', title: 'Lindy 26', brand: 'Hermès', status: 'Sold' });
    const user = renderWithToaster(<EditProductDialog product={product} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const status = within(dialog).getByRole('combobox', { name: 'Inventory Status' });
    await user.selectOptions(status, 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(status).toHaveAccessibleDescription(SOLD_STAYS_SOLD));
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the bag’s queue in turn order, or that nobody waits', () => {
    renderWithToaster(
      <EditProductDialog product={{ ...PRODUCTS[1]!, id: 'queued' }} onClose={onClose} />,
    );
    const queue = screen.getByRole('region', { name: 'Queue' });
    expect(within(queue).getByRole('listitem')).toHaveTextContent(
      '1. ada@example.com (Crown)Estimated Dec 4, 2026',
    );
  });

  it('says when nobody waits for the bag', () => {
    renderWithToaster(<EditProductDialog product={PRODUCTS[0]!} onClose={onClose} />);
    expect(screen.getByRole('region', { name: 'Queue' })).toHaveTextContent(
      'Nobody is waiting for this bag.',
    );
  });

  it('uploads new photos, saves the whole product and toasts', async () => {
    upload.mockResolvedValue('https://img.test/new.png');
    const product = makeProduct({
      id: 'e1',
      title: 'Speedy 30',
      brand: 'Louis Vuitton',
      borrow_status: 'Maintenance',
    });
    const user = renderWithToaster(<EditProductDialog product={product} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await user.upload(
      within(dialog).getByLabelText('Upload images'),
      new File(['x'], 'new.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Borrow Status' }),
      'Available',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Product Title' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Product Title' }),
      'Speedy 30 Bandoulière',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));

    expect(
      await screen.findByText('Product "Speedy 30 Bandoulière" updated successfully!'),
    ).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('e1', '1_t', expect.any(File));
    expect(update).toHaveBeenCalledWith(
      product,
      expect.objectContaining({
        title: 'Speedy 30 Bandoulière',
        photos: ['https://img.test/new.png', 'https://img.test/e1.jpg'],
        borrow_status: 'Available',
        return_date: null,
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("refuses a price over Elite's cap on a bag open to Elite, at the access level, until it is Crown only", async () => {
    // The Neverfull is open to Reserve & Elite; the cap is read from the tier table.
    const overCap = (tierValueCapCents('elite') ?? 0) + 40_000;
    const user = renderWithToaster(<EditProductDialog product={PRODUCTS[1]!} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, String(overCap / 100));
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    const level = within(dialog).getByRole('combobox', { name: 'Access Level' });
    expect(level).toHaveAccessibleDescription(valueCapMessage(TIERS.elite));
    expect(update).not.toHaveBeenCalled();
    await user.selectOptions(level, 'Crown');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        PRODUCTS[1],
        expect.objectContaining({ price: overCap, access_levels: 'Crown' }),
      ),
    );
  });

  it('reports a failed update with its reason, or the fallback, and stays open', async () => {
    update.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    update.mockRejectedValueOnce({});
    const user = renderWithToaster(<EditProductDialog product={PRODUCTS[1]!} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText('Failed to update product: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText('Failed to update product: Unknown error occurred'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
