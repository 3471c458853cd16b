import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCsvTemplate } from '@unlimited/domain';
import { useImportProductsCsv } from '@/features/admin-products/api/import-products-csv';
import { CsvUpload } from '@/features/admin-products/components/csv-upload';
import { renderWithToaster } from './fixtures';

vi.mock('@/features/admin-products/api/import-products-csv', () => ({
  useImportProductsCsv: vi.fn(),
}));

const importCsv = vi.fn();

function csvFile(text: string, name = 'products.csv') {
  return new File([text], name, { type: 'text/csv' });
}

beforeEach(() => {
  importCsv.mockReset();
  vi.mocked(useImportProductsCsv).mockReturnValue(importCsv);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CSV Upload tab', () => {
  it('refuses a file that is not a .csv', async () => {
    renderWithToaster(<CsvUpload />);
    fireEvent.change(screen.getByLabelText('Choose CSV file'), {
      target: { files: [new File(['x'], 'products.xlsx')] },
    });
    expect(await screen.findByText('Please upload a CSV file')).toBeInTheDocument();
    expect(importCsv).not.toHaveBeenCalled();
  });

  it('imports a chosen file and lists the imported count and row errors', async () => {
    importCsv.mockResolvedValue({
      imported: 3,
      errors: ['Row 3: Missing title or brand', 'Row 5: Missing title or brand'],
    });
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile('title,brand\nA,B'));
    expect(importCsv).toHaveBeenCalledWith('title,brand\nA,B');
    expect(await screen.findByText('Successfully imported 3 products')).toBeInTheDocument();
    expect(await screen.findByText('2 products failed to import')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Import results' });
    expect(results).toHaveTextContent('Imported 3 products from products.csv.');
    const errors = within(results).getByRole('list', { name: 'Import errors' });
    expect(errors).toHaveClass('max-h-32', 'overflow-y-auto');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 3: Missing title or brand', 'Row 5: Missing title or brand']);
  });

  it('accepts a dropped file', async () => {
    importCsv.mockResolvedValue({ imported: 1, errors: [] });
    renderWithToaster(<CsvUpload />);
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: { files: [csvFile('title,brand\nA,B', 'drop.CSV')] },
    });
    expect(await screen.findByText('Successfully imported 1 products')).toBeInTheDocument();
    expect(importCsv).toHaveBeenCalledWith('title,brand\nA,B');
  });

  it('says Failed to parse CSV file when the import fails', async () => {
    importCsv.mockRejectedValue(new Error('The CSV file is empty'));
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile(' '));
    expect((await screen.findAllByText('Failed to parse CSV file')).length).toBeGreaterThan(0);
  });

  it('downloads product-template.csv built from the domain template', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('product-template.csv');
      expect(this.href).toBe('blob:template');
    });
    const user = renderWithToaster(<CsvUpload />);
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(productCsvTemplate());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:template');
  });
});
