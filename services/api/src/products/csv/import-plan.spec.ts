import { PRODUCT_CSV_COLUMNS } from '@bolsos/contracts';
import { encodeCsv } from './csv-codec';
import {
  ImportFileProblems,
  planImport,
  readImportFile,
  type FileProblem,
  type StoredCatalogue,
  type StoredProduct,
} from './import-plan';

const HEADER = [...PRODUCT_CSV_COLUMNS];

/** A file with the standard header and these rows, each given by column name. */
function file(rows: Record<string, string>[], header: string[] = HEADER): Buffer {
  return Buffer.from(
    encodeCsv([header, ...rows.map((row) => header.map((name) => row[name] ?? ''))]),
    'utf8',
  );
}

function problems(bytes: Buffer, maxRows = 100): FileProblem[] | undefined {
  try {
    readImportFile(bytes, maxRows);
  } catch (error) {
    if (error instanceof ImportFileProblems) return error.problems;
    throw error;
  }
  return undefined;
}

const stored = (
  id: number,
  es: { name: string; slug: string },
  extra: Partial<StoredProduct> = {},
): [number, StoredProduct] => [
  id,
  {
    category: 'backpacks',
    price: '49.90',
    published: true,
    texts: new Map([['es', { ...es, description: '' }]]),
    ...extra,
  },
];

/** The catalogue as the import reads it: the products, and who shows each slug. */
function catalogueOf(products: [number, StoredProduct][]): StoredCatalogue {
  const slugOwners = new Map<string, number>();
  for (const [id, product] of products) {
    for (const [locale, text] of product.texts) slugOwners.set(`${locale}:${text.slug}`, id);
  }
  return { products: new Map(products), slugOwners };
}

const planned = (rows: Record<string, string>[], catalogue: [number, StoredProduct][]) =>
  planImport(readImportFile(file(rows), 100), catalogueOf(catalogue));

const plan = (rows: Record<string, string>[], catalogue: [number, StoredProduct][]) =>
  planned(rows, catalogue).map((row) => ({
    line: row.line,
    id: row.id,
    action: row.action,
    issues: row.issues.map((issue) => `${issue.column}: ${issue.key}`),
  }));

const bag = { category: 'backpacks', price: '49.90', published: 'true' };

describe('readImportFile', () => {
  it('puts columns in PRODUCT_CSV_COLUMNS order whatever order the file has them in', () => {
    const reversed = [...HEADER].reverse().map((name) => name.toUpperCase());
    const records = readImportFile(
      Buffer.from(encodeCsv([reversed, HEADER.map((name) => `v-${name}`).reverse()]), 'utf8'),
      100,
    );
    expect(records[1].fields).toEqual(HEADER.map((name) => `v-${name}`));
  });

  it('names missing and unknown columns together, and a column named twice as unknown', () => {
    const header = HEADER.filter((name) => name !== 'price').concat('colour', 'category');
    expect(problems(file([{ id: '1' }], header))).toEqual([
      { key: 'validation.csv_missing_columns', params: { columns: 'price' } },
      { key: 'validation.csv_unknown_columns', params: { columns: 'colour, category' } },
    ]);
  });

  it('lets a blank trailing column pass while it stays blank', () => {
    expect(problems(file([{ ...bag, name_es: 'Mochila' }], [...HEADER, '']))).toBeUndefined();
    const filled = Buffer.from(
      encodeCsv([
        [...HEADER, ''],
        [...HEADER.map(() => ''), 'stray'],
      ]),
      'utf8',
    );
    expect(problems(filled)).toEqual([
      { key: 'validation.csv_unknown_columns', params: { columns: '""' } },
    ]);
  });

  it('refuses a file with no rows, with more rows than allowed, or with rows of the wrong width', () => {
    expect(problems(file([]))).toEqual([{ key: 'validation.csv_empty' }]);
    expect(problems(file([bag, bag, bag]), 2)).toEqual([
      { key: 'errors.import_too_many_rows', params: { max: 2 } },
    ]);
    const short = Buffer.from(
      encodeCsv([HEADER, HEADER.map(() => 'x'), ['1', 'backpacks']]),
      'utf8',
    );
    expect(problems(short)).toEqual([
      {
        key: 'validation.csv_column_count',
        params: { line: 3, count: 2, expected: HEADER.length },
      },
    ]);
  });

  it('passes on what the CSV reader refuses', () => {
    expect(problems(Buffer.from('id,"open quote\n', 'utf8'))?.[0].key).toMatch(/^validation\.csv_/);
  });
});

describe('planImport', () => {
  it('creates a row without id, updates a changed product and leaves an identical one alone', () => {
    const catalogue = [
      stored(1, { name: 'Mochila Roja', slug: 'mochila-roja' }),
      stored(2, { name: 'Mochila Azul', slug: 'mochila-azul' }),
    ];
    expect(
      plan(
        [
          { ...bag, name_es: 'Mochila Nueva' },
          { ...bag, id: '1', name_es: 'Mochila Roja', slug_es: 'mochila-roja' },
          { ...bag, id: '2', name_es: 'Mochila Celeste', slug_es: 'mochila-azul' },
        ],
        catalogue,
      ),
    ).toEqual([
      { line: 2, id: null, action: 'create', issues: [] },
      { line: 3, id: 1, action: 'unchanged', issues: [] },
      { line: 4, id: 2, action: 'update', issues: [] },
    ]);
  });

  it('counts an empty slug as the one the editor would make, and a price as stored', () => {
    const catalogue = [stored(1, { name: 'Mochila Roja', slug: 'mochila-roja' })];
    expect(plan([{ ...bag, id: '1', price: '49.9', name_es: 'Mochila Roja' }], catalogue)).toEqual([
      { line: 2, id: 1, action: 'unchanged', issues: [] },
    ]);
  });

  it('compares a name without letters or digits, left without slug, with the Spanish name’s slug', () => {
    const texts = new Map([
      ['es', { name: 'Mochila Roja', slug: 'mochila-roja', description: '' }],
      ['zh', { name: '★★★', slug: 'mochila-roja', description: '' }],
    ] as const);
    const catalogue = [
      stored(1, { name: 'Mochila Roja', slug: 'mochila-roja' }, { texts: new Map(texts) }),
    ];
    const row = { ...bag, id: '1', name_es: 'Mochila Roja', name_zh: '★★★' };
    expect(plan([row], catalogue)[0].action).toBe('unchanged');
    expect(plan([{ ...row, slug_zh: 'otra' }], catalogue)[0].action).toBe('update');
  });

  it('keeps a stored product unless published is written out', () => {
    const catalogue = [stored(1, { name: 'Mochila', slug: 'mochila' }, { published: false })];
    const row = { ...bag, id: '1', name_es: 'Mochila', slug_es: 'mochila' };
    expect(plan([{ ...row, published: '' }], catalogue)[0].action).toBe('unchanged');
    expect(plan([{ ...row, published: 'TRUE' }], catalogue)[0].action).toBe('update');
    expect(plan([{ ...row, published: 'yes' }], catalogue)[0].issues).toEqual([
      'published: validation.boolean',
    ]);
  });

  it('refuses an unknown id, an id named twice, and a form error in the column it was typed in', () => {
    const catalogue = [stored(1, { name: 'Mochila', slug: 'mochila' })];
    expect(
      plan(
        [
          { ...bag, id: '9', name_es: 'Bolso A' },
          { ...bag, id: '1', name_es: 'Bolso B' },
          { ...bag, id: '1', name_es: 'Bolso C' },
          { ...bag, id: 'x', name_es: 'Bolso D' },
          { ...bag, category: 'suitcases', name_es: '' },
        ],
        catalogue,
      ),
    ).toEqual([
      { line: 2, id: 9, action: 'error', issues: ['id: validation.product_not_found'] },
      { line: 3, id: 1, action: 'update', issues: [] },
      { line: 4, id: 1, action: 'error', issues: ['id: validation.csv_duplicate_id'] },
      { line: 5, id: null, action: 'error', issues: [expect.stringMatching(/^id: /)] },
      {
        line: 6,
        id: null,
        action: 'error',
        issues: expect.arrayContaining([
          expect.stringMatching(/^category: /),
          expect.stringMatching(/^name_es: /),
        ]),
      },
    ]);
  });

  it('gives a slug to the product keeping it, wherever its row is, and refuses it to the others', () => {
    const catalogue = [stored(1, { name: 'Roja', slug: 'roja' })];
    expect(
      plan(
        [
          { ...bag, name_es: 'Nueva', slug_es: 'roja' },
          { ...bag, name_es: 'Otra', slug_es: 'libre' },
          { ...bag, id: '1', name_es: 'Roja', slug_es: 'roja' },
          { ...bag, name_es: 'Tercera', slug_es: 'libre' },
        ],
        catalogue,
      ),
    ).toEqual([
      { line: 2, id: null, action: 'error', issues: ['slug_es: errors.slug_in_use'] },
      { line: 3, id: null, action: 'create', issues: [] },
      { line: 4, id: 1, action: 'unchanged', issues: [] },
      { line: 5, id: null, action: 'error', issues: ['slug_es: errors.slug_in_use'] },
    ]);
  });

  it('lists what an update changes, by column, from the stored value to the row’s', () => {
    const texts = new Map([
      ['es', { name: 'Mochila Roja ', slug: 'mochila-roja', description: 'Cuero' }],
      ['zh', { name: '红色背包', slug: 'hong', description: '' }],
    ] as const);
    const catalogue = [stored(1, { name: '', slug: '' }, { texts: new Map(texts) })];
    const [row] = planned(
      [
        {
          ...bag,
          id: '1',
          price: '39.9',
          published: 'false',
          name_es: 'Mochila Roja',
          description_es: 'x'.repeat(200),
          name_en: 'Red Backpack',
        },
      ],
      catalogue,
    );
    expect(row.action).toBe('update');
    expect(row.changes).toEqual([
      { column: 'price', before: '49.90', after: '39.90' },
      { column: 'published', before: 'true', after: 'false' },
      { column: 'description_es', before: 'Cuero', after: `${'x'.repeat(159)}…` },
      { column: 'name_en', before: '', after: 'Red Backpack' },
      { column: 'slug_en', before: '', after: 'red-backpack' },
      { column: 'name_zh', before: '红色背包', after: '' },
      { column: 'slug_zh', before: 'hong', after: '' },
    ]);
  });

  it('keeps a numbered slug the editor would keep when the row leaves the slug empty', () => {
    const catalogue = [stored(1, { name: 'Mochila Gemela', slug: 'mochila-gemela-2' })];
    const row = { ...bag, id: '1', name_es: 'Mochila Gemela' };
    expect(plan([row], catalogue)[0].action).toBe('unchanged');
    expect(planned([{ ...row, name_es: 'Mochila Nueva' }], catalogue)[0].changes).toEqual([
      { column: 'name_es', before: 'Mochila Gemela', after: 'Mochila Nueva' },
      { column: 'slug_es', before: 'mochila-gemela-2', after: 'mochila-nueva' },
    ]);
  });
});
