import { apiError, mockWrites } from '@bolsos/api-client/testing';
import type {
  ImportRowAction,
  ProductImportChange,
  ProductImportReport,
  ProductImportRow,
} from '@bolsos/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../../test/render-at';

jest.setTimeout(60_000);

const csv = (name = 'products.csv') =>
  new File(['id,category,price\n'], name, { type: 'text/csv' });

const pick = (file: File) => {
  const input = screen.getByTestId('import-file').querySelector('input[type=file]');
  fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
};

function row(
  line: number,
  id: number | null,
  action: ImportRowAction,
  name: string,
  changes: ProductImportChange[] = [],
  errors: ProductImportRow['errors'] = [],
): ProductImportRow {
  return { line, id, name, action, changes, errors };
}

const report = (overrides: Partial<ProductImportReport> = {}): ProductImportReport => ({
  dry_run: true,
  saved: false,
  counts: { create: 1, update: 2, unchanged: 1, error: 0 },
  rows: [
    row(2, 9, 'unchanged', 'Mochila Gris'),
    row(3, 4, 'update', 'Mochila Roja', [
      { column: 'price', before: '49.90', after: '39.90' },
      { column: 'published', before: 'true', after: 'false' },
    ]),
    row(4, null, 'create', 'Mochila Nueva'),
    row(5, 7, 'update', 'Tote Azul', [
      { column: 'category', before: 'backpacks', after: 'tote_bags' },
      { column: 'name_en', before: '', after: 'Blue Tote' },
    ]),
  ],
  ...overrides,
});

const shownRows = () =>
  within(screen.getByTestId('import-rows'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('products import page', () => {
  it('checks the file with a dry run, then imports it for real', async () => {
    const writes = mockWrites({
      upload: (_path: string, form: unknown) =>
        (form as FormData).get('file') instanceof File
          ? writes.upload.mock.calls.length === 1
            ? report()
            : report({
                dry_run: false,
                saved: true,
                rows: report().rows.map((row) => (row.id ? row : { ...row, id: 41 })),
              })
          : new Error('no file'),
    });
    renderAt('/admin/products/import');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Import products (CSV)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/At most 10 MB and 10,000 rows/)).toBeInTheDocument();
    expect(
      screen.getByText(/Columns: id, category, price, published, name_es/),
    ).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check (dry run)' });
    const run = screen.getByRole('button', { name: 'Import' });
    expect(check).toBeDisabled();
    expect(run).toBeDisabled();

    pick(csv('precios.csv'));
    expect(await screen.findByText('File: precios.csv')).toBeInTheDocument();
    fireEvent.click(check);
    expect(await screen.findByTestId('import-checked')).toHaveTextContent(
      'The file is valid: 1 new, 2 to update, 1 unchanged. Nothing has been saved yet.',
    );
    expect(writes.upload).toHaveBeenCalledTimes(1);
    const [path, form, options] = writes.upload.mock.calls[0];
    expect(path).toBe('/products/import');
    expect(((form as FormData).get('file') as File).name).toBe('precios.csv');
    expect(options).toEqual({ params: { dry_run: 1 }, silent: true });
    // Rows that change first, each change in words: field, before → after.
    expect(shownRows()).toEqual([
      ['3', 'Mochila Roja #4', 'Update', 'Price (USD): 49.90 → 39.90Published: Published → Draft'],
      [
        '5',
        'Tote Azul #7',
        'Update',
        'Category: Backpacks → Tote bagsName (English): (empty) → Blue Tote',
      ],
      ['4', 'Mochila Nueva', 'New', '—'],
      ['2', 'Mochila Gris #9', 'Unchanged', '—'],
    ]);

    // Import asks first, with the counts of the check it rests on; cancelling writes nothing.
    fireEvent.click(run);
    const dialog = await screen.findByRole('dialog', { name: 'Import this file?' });
    expect(within(dialog).getByTestId('import-confirm')).toHaveTextContent(
      'New: 1 · To update: 2 · Unchanged: 1. All rows are saved together, or none.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('import-confirm')).not.toBeInTheDocument());
    expect(writes.upload).toHaveBeenCalledTimes(1);
    fireEvent.click(run);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Import this file?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    expect(await screen.findByTestId('import-done')).toHaveTextContent(
      'Imported: 1 created, 2 updated, 1 unchanged.',
    );
    expect(writes.upload).toHaveBeenCalledTimes(2);
    expect(writes.upload.mock.calls[1][2]).toEqual({ params: undefined, silent: true });
    expect(shownRows()[2]).toEqual(['4', 'Mochila Nueva #41', 'New', '—']);
    expect(
      within(screen.getByTestId('import-done')).getByRole('link', { name: 'Back to products' }),
    ).toHaveAttribute('href', '/admin/products');
    // Saved: the same rows cannot be sent twice by a second click.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled());
    expect(screen.getByText('Choose a CSV file')).toBeInTheDocument();
  });

  it('shows a dry run’s errors by line and column, only the rows that have them', async () => {
    mockWrites({
      upload: report({
        counts: { create: 0, update: 1, unchanged: 0, error: 2 },
        rows: [
          row(2, 4, 'update', 'Mochila Roja'),
          row(
            3,
            7,
            'error',
            'Tote Azul',
            [],
            [
              { column: 'price', message: 'Must be a number' },
              { column: 'name_zh', message: 'At most 120 characters' },
            ],
          ),
          row(6, null, 'error', '', [], [{ column: 'category', message: 'Invalid value' }]),
        ],
      }),
    });
    renderAt('/admin/products/import');
    pick(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByTestId('import-checked')).toHaveTextContent(
      'Rows with errors: 2. Correct them in the file and check it again; nothing has been saved.',
    );
    expect(screen.getByRole('heading', { name: 'Rows with errors' })).toBeInTheDocument();
    expect(shownRows()).toEqual([
      [
        '3',
        'Tote Azul #7',
        'Error',
        'Price (USD) Must be a numberName (中文) At most 120 characters',
      ],
      ['6', '—', 'Error', 'Category Invalid value'],
    ]);
  });

  it('shows a refused import’s row errors (422): nothing was saved', async () => {
    // Checked clean, then a row's product deleted by someone else before the import ran.
    const checked = report({
      counts: { create: 0, update: 2, unchanged: 0, error: 0 },
      rows: [row(2, 4, 'update', 'Mochila Roja'), row(3, 7, 'update', 'Tote Azul')],
    });
    const refused = report({
      dry_run: false,
      counts: { create: 0, update: 1, unchanged: 0, error: 1 },
      rows: [
        row(2, 4, 'update', 'Mochila Roja'),
        row(3, 7, 'error', 'Tote Azul', [], [{ column: 'id', message: 'Product not found' }]),
      ],
    });
    const writes = mockWrites({
      upload: () =>
        writes.upload.mock.calls.length === 1
          ? checked
          : Object.assign(
              apiError(422, {
                message: 'Nothing was imported: 1 row has errors',
                errors: { 'line.3.id': ['Product not found'] },
              }),
              {
                body: {
                  message: 'Nothing was imported: 1 row has errors',
                  errors: { 'line.3.id': ['Product not found'] },
                  report: refused,
                },
              },
            ),
    });
    renderAt('/admin/products/import');
    pick(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Import this file?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    const alert = await screen.findByTestId('import-refused');
    expect(alert).toHaveTextContent('Nothing was imported: 1 row has errors');
    expect(shownRows()).toEqual([['3', 'Tote Azul #7', 'Error', 'id Product not found']]);
    // The file stays chosen: fix it and send it again.
    expect(screen.getByText('File: products.csv')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
  });

  it('lists the errors of a file that cannot be read, by line', async () => {
    mockWrites({
      upload: apiError(422, {
        message: 'Line 4: a quoted field is not closed',
        errors: {
          file: ['Line 4: a quoted field is not closed', 'These columns are not known: colour'],
          'line.9.price': ['Must be a number'],
        },
      }),
    });
    renderAt('/admin/products/import', 'es');
    pick(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Comprobar (sin guardar)' }));
    const alert = await screen.findByTestId('import-refused');
    expect(alert).toHaveTextContent('Line 4: a quoted field is not closed');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['These columns are not known: colour', 'Línea 9, price: Must be a number']);
    expect(screen.queryByTestId('import-rows')).not.toBeInTheDocument();
  });

  it('says when the file is too large (413)', async () => {
    mockWrites({
      upload: apiError(413, { message: 'The file is too large: at most 5 MB' }),
    });
    renderAt('/admin/products/import');
    pick(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByTestId('import-refused')).toHaveTextContent(
      'The file is too large: at most 5 MB',
    );
  });

  it('forgets the last answer when another file is chosen', async () => {
    mockWrites({ upload: report() });
    renderAt('/admin/products/import');
    pick(csv('a.csv'));
    fireEvent.click(await screen.findByRole('button', { name: 'Check (dry run)' }));
    await screen.findByTestId('import-checked');
    pick(csv('b.csv'));
    expect(await screen.findByText('File: b.csv')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('import-checked')).not.toBeInTheDocument());
  });
});
