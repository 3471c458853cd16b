import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCsvTemplate } from '@unlimited/domain';
import { useImportProductsCsv } from '@/features/admin-products/api/import-products-csv';
import { CsvUpload } from '@/features/admin-products/components/csv-upload';
import { renderWithToaster } from './fixtures';
import { CallableError } from '@/lib/callable';

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

  it('imports a chosen file and lists every row’s fate', async () => {
    importCsv.mockResolvedValue({
      imported: 2,
      rows: [
        { line: 2, title: 'Kelly 28', brand: 'Hermès', outcome: 'imported', reason: null },
        {
          line: 3,
          title: 'Kelly 32',
          brand: 'Hermès',
          outcome: 'imported_hidden',
          reason: 'No photos: imported as Hidden',
        },
        {
          line: 4,
          title: 'Louis Vuitton Neverfull MM',
          brand: 'Louis Vuitton',
          outcome: 'duplicate',
          reason: '"Louis Vuitton Neverfull MM" by Louis Vuitton is already in the catalogue',
        },
        {
          line: 5,
          title: 'Constance',
          brand: 'Hermès',
          outcome: 'error',
          reason: 'price: Price must have at most 2 decimal places ("12.345")',
        },
      ],
    });
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile('title,brand\nA,B'));
    // The file is read (file.text()) before the import is called: not in the same tick.
    await waitFor(() => expect(importCsv).toHaveBeenCalledWith('title,brand\nA,B'));
    expect(await screen.findByText('Successfully imported 2 products')).toBeInTheDocument();
    expect(await screen.findByText('1 product failed to import')).toBeInTheDocument();
    expect(await screen.findByText('1 duplicate was not imported')).toBeInTheDocument();

    const results = screen.getByRole('region', { name: 'Import results' });
    expect(results).toHaveTextContent('Imported 2 products from products.csv.');
    expect(results).toHaveTextContent(
      'Photo addresses were not checked: open the imported products to see that their photos load before members do.',
    );
    expect(results).toHaveTextContent(
      '1 product was imported as Hidden because it has no photos. Add photos, then make it Active.',
    );
    const listed = (name: string) =>
      within(within(results).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(listed('Imported as Hidden')).toEqual(['Row 3: Imported as Hidden (no photos)']);
    expect(
      within(results).getByText('2 rows were not imported (1 duplicate, 1 error):'),
    ).toBeVisible();
    const errors = within(results).getByRole('list', { name: 'Import errors' });
    expect(errors).toHaveClass('max-h-32', 'overflow-y-auto');
    expect(listed('Import errors')).toEqual([
      'Row 4: Duplicate, not imported: "Louis Vuitton Neverfull MM" by Louis Vuitton is already in the catalogue',
      'Row 5: price: Price must have at most 2 decimal places ("12.345")',
    ]);

    const table = within(results).getByRole('table', { name: 'Every row' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) =>
          within(tr)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        ),
    ).toEqual([
      ['2', 'Kelly 28 · Hermès', 'Imported'],
      ['3', 'Kelly 32 · Hermès', 'Imported as Hidden (no photos)'],
      [
        '4',
        'Louis Vuitton Neverfull MM · Louis Vuitton',
        'Duplicate, not imported"Louis Vuitton Neverfull MM" by Louis Vuitton is already in the catalogue',
      ],
      [
        '5',
        'Constance · Hermès',
        'Error, not importedprice: Price must have at most 2 decimal places ("12.345")',
      ],
    ]);
  });

  it('accepts a dropped file and words one product in the singular', async () => {
    importCsv.mockResolvedValue({
      imported: 1,
      rows: [{ line: 2, title: 'A bag', brand: 'B', outcome: 'imported', reason: null }],
    });
    renderWithToaster(<CsvUpload />);
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), {
      dataTransfer: { files: [csvFile('title,brand\nA,B', 'drop.CSV')] },
    });
    expect(await screen.findByText('Successfully imported 1 product')).toBeInTheDocument();
    // The file is read (file.text()) before the import is called: not in the same tick.
    await waitFor(() => expect(importCsv).toHaveBeenCalledWith('title,brand\nA,B'));
    const results = screen.getByRole('region', { name: 'Import results' });
    expect(results).toHaveTextContent('Imported 1 product from drop.CSV.');
    expect(within(results).queryByRole('list', { name: 'Import errors' })).toBeNull();
  });

  it('says Failed to parse CSV file when the import fails', async () => {
    importCsv.mockRejectedValue(new Error('internal'));
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile(' '));
    expect((await screen.findAllByText('Failed to parse CSV file')).length).toBeGreaterThan(0);
  });

  it('shows why the function refused the whole file', async () => {
    importCsv.mockRejectedValue(
      new CallableError('invalid-argument', 'CSV header must include title and brand columns'),
    );
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile('name\nx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'CSV header must include title and brand columns',
    );
  });

  it('says the import did not start while another runs, and who runs it', async () => {
    const running =
      'Another product import is running (started by ops@unlimited.test at 15:04 UTC). Import this file when it has finished: rows it already added will be reported as duplicates.';
    importCsv.mockRejectedValue(new CallableError('failed-precondition', running));
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile('title,brand\nA,B'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The import did not start: ${running}`,
    );
  });

  it('says how many were imported when a batch failed part way', async () => {
    const partial =
      'Imported 166 of 400 products before an error. Check the product list before importing the rest.';
    importCsv.mockRejectedValue(new CallableError('internal', partial));
    const user = renderWithToaster(<CsvUpload />);
    await user.upload(screen.getByLabelText('Choose CSV file'), csvFile('title,brand\nA,B'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The import stopped part way: ${partial}`,
    );
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
