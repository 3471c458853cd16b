import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_TYPE_REFUSED } from '@unlimited/domain';
import { useCreateProduct } from '@/features/admin-products/api/create-product';
import {
  STORAGE_EMULATOR_MISSING,
  usePhotoUploads,
} from '@/features/admin-products/api/photo-uploads';
import {
  AddProductForm,
  CREATE_WITHOUT_PHOTOS,
  SAVED_HIDDEN_WITHOUT_PHOTOS,
} from '@/features/admin-products/components/add-product-form';
import { PRODUCT_DRAFT_STORAGE_KEY } from '@/features/admin-products/hooks/use-product-draft';
import { useSession, type Session } from '@/lib/session/session';
import { renderWithToaster } from './fixtures';

vi.mock('@/features/admin-products/api/photo-uploads', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePhotoUploads: vi.fn(() => ({ state: 'available' })),
}));
vi.mock('@/features/admin-products/api/create-product', () => ({ useCreateProduct: vi.fn() }));
vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));

const create = vi.fn();
const signedIn = { status: 'signed-in', user: {}, tier: null, isAdmin: true } as unknown as Session;

function image(name: string) {
  return new File(['x'], name, { type: 'image/png' });
}

const field = {
  title: () => screen.getByRole('textbox', { name: 'Product Title' }),
  brand: () => screen.getByRole('combobox', { name: 'Brand' }),
  description: () => screen.getByRole('textbox', { name: 'Description' }),
  price: () => screen.getByRole('textbox', { name: 'Price (USD)' }),
  photos: () => screen.getByLabelText('Upload images'),
  tag: () => screen.getByRole('textbox', { name: 'Tags' }),
  submit: () => screen.getByRole('button', { name: /Create Product|Creating Product/ }),
};

async function fillValid(user: UserEvent) {
  await user.type(field.title(), 'Chanel Classic Flap');
  await user.type(field.description(), 'Black caviar leather, gold hardware.');
  await user.clear(field.price());
  await user.type(field.price(), '1,950.50');
  await user.click(screen.getByRole('checkbox', { name: 'Bags' }));
}

beforeEach(() => {
  create.mockReset();
  vi.mocked(useCreateProduct).mockReturnValue(create);
  vi.mocked(useSession).mockReturnValue(signedIn);
  vi.mocked(usePhotoUploads).mockReturnValue({ state: 'available' });
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
});

describe('Add New Product form', { timeout: 20_000 }, () => {
  it('first checks that the admin is signed in', async () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'signed-out',
      user: null,
      tier: null,
      isAdmin: false,
    });
    const user = renderWithToaster(<AddProductForm />);
    await user.click(field.submit());
    expect(
      (await screen.findAllByText('You must be logged in to create products')).length,
    ).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('then needs a photo, the required fields and a category, in that order', async () => {
    const user = renderWithToaster(<AddProductForm />);
    await user.click(field.submit());
    expect((await screen.findAllByText('Please upload at least one photo')).length).toBeGreaterThan(
      0,
    );

    await user.upload(field.photos(), image('front.png'));
    await user.click(field.submit());
    expect(
      (await screen.findAllByText('Please fill in all required fields')).length,
    ).toBeGreaterThan(0);
    // Each missing field says so, and the first one takes focus.
    await waitFor(() => expect(field.title()).toHaveAttribute('aria-invalid', 'true'));
    expect(field.title()).toHaveFocus();
    expect(field.description()).toHaveAttribute('aria-invalid', 'true');

    await user.type(field.title(), 'Chanel Classic Flap');
    await user.type(field.description(), 'Black caviar leather, gold hardware.');
    await user.click(field.submit());
    expect(
      (await screen.findAllByText('Please select at least one category')).length,
    ).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('then shows the form schema messages', async () => {
    const user = renderWithToaster(<AddProductForm />);
    await user.upload(field.photos(), image('front.png'));
    await user.type(field.title(), 'Ab');
    await user.type(field.brand(), 'X');
    await user.type(field.description(), 'Short');
    await user.clear(field.price());
    await user.type(field.price(), '-5');
    await user.click(screen.getByRole('checkbox', { name: 'Wallets' }));
    await user.click(field.submit());
    expect(await screen.findByText('Product title must be at least 3 characters')).toBeVisible();
    expect(screen.getByText('Description must be at least 10 characters')).toBeVisible();
    expect(screen.getByText('Price must be more than $0')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('fills an empty brand from a known brand in the title, but never overwrites one', async () => {
    const user = renderWithToaster(<AddProductForm />);
    await user.type(field.title(), 'hermes Birkin 30');
    expect(field.brand()).toHaveValue('Hermès');
    await user.clear(field.brand());
    await user.type(field.brand(), 'Vintage House');
    await user.clear(field.title());
    await user.type(field.title(), 'Gucci Jackie');
    expect(field.brand()).toHaveValue('Vintage House');
  });

  it('takes at most 5 photos, marks the first Main, reorders and removes them', async () => {
    const user = renderWithToaster(<AddProductForm />);
    expect(screen.getByText('0 of 5 images')).toBeVisible();
    await user.upload(field.photos(), [image('a.png'), image('b.png')]);
    expect(screen.getByText('2 of 5 images')).toBeVisible();
    const photos = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(photos().map((img) => img.getAttribute('src'))).toEqual(['blob:a.png', 'blob:b.png']);
    expect(screen.getByText('Main')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move photo 1 earlier' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(photos().map((img) => img.getAttribute('src'))).toEqual(['blob:b.png', 'blob:a.png']);

    await user.upload(field.photos(), [
      image('c.png'),
      image('d.png'),
      image('e.png'),
      image('f.png'),
    ]);
    expect(
      (await screen.findAllByText('You can only upload a maximum of 5 images')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('2 of 5 images')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos().map((img) => img.getAttribute('src'))).toEqual(['blob:a.png']);
    expect(screen.getByText('1 of 5 images')).toBeVisible();
  });

  it('says at once when photos cannot be uploaded here, and offers no upload', async () => {
    vi.mocked(usePhotoUploads).mockReturnValue({
      state: 'unavailable',
      message: STORAGE_EMULATOR_MISSING,
    });
    renderWithToaster(<AddProductForm />);
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(STORAGE_EMULATOR_MISSING);
    expect(note).toHaveTextContent(CREATE_WITHOUT_PHOTOS);
    expect(screen.queryByLabelText('Upload images')).not.toBeInTheDocument();
  });

  it('creates a product without photos when uploads are off, saved as Hidden', async () => {
    vi.mocked(usePhotoUploads).mockReturnValue({
      state: 'unavailable',
      message: STORAGE_EMULATOR_MISSING,
    });
    create.mockImplementation(async ({ draft }) => ({
      id: 'new1',
      title: draft.title,
      photos: [],
      failedUploads: 0,
      status: 'Hidden',
      keptHidden: true,
    }));
    const user = renderWithToaster(<AddProductForm />);
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inventory Status' }), 'Active');
    await user.click(field.submit());

    expect(await screen.findByText(SAVED_HIDDEN_WITHOUT_PHOTOS)).toBeInTheDocument();
    expect(screen.queryByText('Please upload at least one photo')).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toMatchObject({ files: [], draft: { photos: [] } });
  });

  it('refuses files that are not images', async () => {
    renderWithToaster(<AddProductForm />);
    fireEvent.change(field.photos(), {
      target: { files: [image('ok.png'), new File(['a,b'], 'list.csv', { type: 'text/csv' })] },
    });
    expect((await screen.findAllByText('Only image files can be uploaded')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('0 of 5 images')).toBeVisible();
  });

  it('refuses SVG and other non-raster images, which storage would refuse', async () => {
    renderWithToaster(<AddProductForm />);
    expect(field.photos()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    fireEvent.change(field.photos(), {
      target: {
        files: [image('ok.png'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })],
      },
    });
    expect((await screen.findAllByText(PHOTO_TYPE_REFUSED)).length).toBeGreaterThan(0);
    expect(screen.getByText('0 of 5 images')).toBeVisible();
  });

  it('adds tags with Enter, a comma or Add, without blanks or repeats; x removes one', async () => {
    const user = renderWithToaster(<AddProductForm />);
    await user.type(field.tag(), 'quilted{Enter}');
    await user.type(field.tag(), ' quilted {Enter}');
    await user.type(field.tag(), '   {Enter}');
    await user.type(field.tag(), 'gold, chain,');
    await user.type(field.tag(), 'vintage');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['quilted', 'gold', 'chain', 'vintage']);
    await user.click(screen.getByRole('button', { name: 'Remove tag gold' }));
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['quilted', 'chain', 'vintage']);
  });

  it('shows the live preview on Show Preview', async () => {
    const user = renderWithToaster(<AddProductForm />);
    expect(
      screen.getByText('Click "Show Preview" to see how your product will appear to customers'),
    ).toBeVisible();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Show Preview' }));
    const preview = screen.getByRole('article', { name: 'Customer view' });
    expect(within(preview).getByText('Chanel Classic Flap')).toBeVisible();
    expect(within(preview).getByText('$1,950.50')).toBeVisible();
    expect(within(preview).getByText('Not Visible to Customers')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide Preview' })).toBeVisible();
  });

  it('creates the product, reports a failed upload, then resets the form', async () => {
    let finish!: () => void;
    create.mockImplementation(async ({ draft, files, onUploadError }) => {
      onUploadError(2, files[1], new Error('storage/unauthorized'));
      await new Promise<void>((resolve) => (finish = resolve));
      return {
        id: 'new1',
        title: draft.title,
        photos: ['u1'],
        failedUploads: 1,
        status: draft.status,
        keptHidden: false,
      };
    });
    const user = renderWithToaster(<AddProductForm />);
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inventory Status' }), 'Active');
    await user.upload(field.photos(), [image('front.png'), image('back.png')]);
    await user.click(field.submit());

    expect(await screen.findByRole('button', { name: 'Creating Product...' })).toBeDisabled();
    expect(await screen.findByText('Failed to upload image 2: back.png')).toBeInTheDocument();
    const input = create.mock.calls[0]![0];
    expect(input.files.map((f: File) => f.name)).toEqual(['front.png', 'back.png']);
    expect(input.draft).toMatchObject({
      title: 'Chanel Classic Flap',
      brand: 'Chanel',
      price: 195050,
      status: 'Active',
      categories: ['Bags'],
      access_levels: 'Reserve',
      photos: [],
    });
    await act(async () => finish());
    expect(
      await screen.findByText('Product "Chanel Classic Flap" created successfully!'),
    ).toBeInTheDocument();
    expect(field.title()).toHaveValue('');
    expect(screen.getByText('0 of 5 images')).toBeVisible();
  });

  it('reports a failed creation with its reason and keeps the form', async () => {
    create.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = renderWithToaster(<AddProductForm />);
    await fillValid(user);
    await user.upload(field.photos(), image('front.png'));
    await user.click(field.submit());
    expect(
      await screen.findByText('Failed to create product: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
    expect(field.title()).toHaveValue('Chanel Classic Flap');
  });

  it('Save Draft keeps the draft (without photos) and restores it on return', async () => {
    const user = renderWithToaster(<AddProductForm />);
    await fillValid(user);
    await user.type(field.tag(), 'quilted{Enter}');
    await user.upload(field.photos(), image('front.png'));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(JSON.parse(window.localStorage.getItem(PRODUCT_DRAFT_STORAGE_KEY)!)).toMatchObject({
      title: 'Chanel Classic Flap',
      photos: [],
    });

    document.body.innerHTML = '';
    renderWithToaster(<AddProductForm />);
    expect(field.title()).toHaveValue('Chanel Classic Flap');
    expect(field.brand()).toHaveValue('Chanel');
    expect(screen.getByRole('checkbox', { name: 'Bags' })).toBeChecked();
    expect(screen.getByText('quilted')).toBeVisible();
    expect(screen.getByText('0 of 5 images')).toBeVisible();
    expect(screen.getByText(/Restored your saved draft/)).toBeVisible();
  });
});
