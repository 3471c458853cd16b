import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminProducts } from '@/features/admin-products/api/get-admin-products';
import { ProductsPage } from '@/features/admin-products/components/products-page';
import { useSession, type Session } from '@/lib/session/session';
import { PRODUCTS, renderWithToaster } from './fixtures';

vi.mock('@/features/admin-products/api/photo-uploads', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePhotoUploads: vi.fn(() => ({ state: 'available' })),
}));
vi.mock('@/features/admin-products/api/get-admin-products', () => ({ useAdminProducts: vi.fn() }));
vi.mock('@/features/admin-products/api/update-product', () => ({ useUpdateProduct: vi.fn() }));
vi.mock('@/features/admin-products/api/get-product-loans', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProductLoans: vi.fn(() => ({ status: 'success', loans: new Map() })),
}));
vi.mock('@/features/admin-products/api/delete-products', () => ({ useDeleteProducts: vi.fn() }));
vi.mock('@/features/admin-products/api/create-product', () => ({ useCreateProduct: vi.fn() }));
vi.mock('@/features/admin-products/api/get-product', () => ({ useProductReader: vi.fn() }));
vi.mock('@/features/admin-products/api/bulk-jobs', () => ({
  useBulkJobs: vi.fn(() => ({ status: 'success', data: [], error: undefined })),
  useStartBulkJob: vi.fn(),
  useCancelBulkJob: vi.fn(),
  useResumeBulkJob: vi.fn(),
  usePauseBulkJob: vi.fn(),
}));
vi.mock('@/features/admin-products/api/import-products-csv', () => ({
  useImportProductsCsv: vi.fn(),
}));
vi.mock('@/features/admin-products/api/upload-product-photo', () => ({
  useUploadProductPhoto: vi.fn(),
  editPhotoSuffix: (n: number) => String(n),
}));
vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
beforeEach(() => {
  vi.mocked(useAdminProducts).mockReturnValue({
    status: 'success',
    products: PRODUCTS,
    total: PRODUCTS.length,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: vi.fn(),
    unreadable: 0,
    filterProblem: null,
  });
  vi.mocked(useSession).mockReturnValue({ status: 'signed-in' } as unknown as Session);
});

describe('/admin/products page', { timeout: 60_000 }, () => {
  it('describes itself, links to the waitlist and switches tabs, keeping each tab’s state', async () => {
    const user = renderWithToaster(<ProductsPage />);
    expect(screen.getByText('Manage bags and inventory')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Waitlist' })).toHaveAttribute(
      'href',
      '/admin/waitlist',
    );

    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Search products...')).toBeVisible();

    await user.type(screen.getByPlaceholderText('Search products...'), 'flap');
    // The other tabs load when first opened, not with the table.
    expect(screen.queryByRole('form', { name: 'Add New Product', hidden: true })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Add New Product' }));
    // Loading the tab's module can take seconds on a busy machine.
    expect(
      await screen.findByRole('form', { name: 'Add New Product' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Search products...')).not.toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Product Title' }), 'Lady Dior');

    await user.click(screen.getByRole('tab', { name: 'CSV Upload' }));
    expect(
      await screen.findByRole('button', { name: 'Download Template' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add New Product' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Add New Product' }));
    expect(screen.getByRole('textbox', { name: 'Product Title' })).toHaveValue('Lady Dior');
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByPlaceholderText('Search products...')).toHaveValue('flap');
  });
});
