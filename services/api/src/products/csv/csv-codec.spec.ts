import type { EventEmitter } from 'node:events';
import type * as CsvParse from 'csv-parse';
import {
  CsvError,
  decodeCsvBytes,
  encodeCsv,
  encodeCsvField,
  parseCsv,
  readCsvStream,
} from './csv-codec';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);
const lines = (text: string) => parseCsv(text).map((record) => record.line);

function refusal(run: () => unknown): Pick<CsvError, 'key' | 'params'> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvError) return { key: error.key, params: error.params };
    throw error;
  }
  return undefined;
}

describe('CSV codec', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(encodeCsvField('plain')).toBe('plain');
    expect(encodeCsvField('a,b')).toBe('"a,b"');
    expect(encodeCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(encodeCsvField('two\nlines')).toBe('"two\nlines"');
    expect(encodeCsvField('cr\r')).toBe('"cr\r"');
    expect(encodeCsvField(' padded ')).toBe('" padded "');
    expect(encodeCsvField('')).toBe('');
    expect(
      encodeCsv([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it('reads CRLF, LF and CR line ends, quoted commas, quotes and line breaks, with start lines', () => {
    const text = 'a,b,c\r\n1,"x, y","say ""hi"""\n2,"two\r\nlines\nthree",z\r3,,\n';
    expect(fields(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\r\nlines\nthree', 'z'],
      ['3', '', ''],
    ]);
    expect(lines(text)).toEqual([1, 2, 3, 6]);
  });

  it('skips empty lines but keeps their count, and reads a last line without a line end', () => {
    expect(fields('a,b\n\n1,2\r\n\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(lines('a,b\n\n1,2\r\n\r\n3,4')).toEqual([1, 3, 5]);
    expect(fields('')).toEqual([]);
    // A lone quoted empty field is a record, not an empty line.
    expect(fields('""\n')).toEqual([['']]);
  });

  it('keeps stray quotes as text, as spreadsheets do', () => {
    // Text after a closing quote keeps the quotes it came with (csv-parse's relax_quotes), so
    // nothing typed is lost; the record still ends where the line does.
    expect(fields('ab"c,"x"y\n"a" b,c\n')).toEqual([
      ['ab"c', '"x"y'],
      ['"a" b', 'c'],
    ]);
    expect(lines('ab"c,"x"y\n"a" b,c\n')).toEqual([1, 2]);
  });

  it('counts a CRLF, LF or CR inside quotes as one line, in multi-byte text too', () => {
    // csv-parse's own line count takes a quoted CRLF for two lines: ours must not.
    const text = 'ñandú,"双肩\r\n包"\r\n"a\r\n\r\nb","c\nd\re"\r\n\r\nlast,"x"\r\n';
    expect(fields(text)).toEqual([
      ['ñandú', '双肩\r\n包'],
      ['a\r\n\r\nb', 'c\nd\re'],
      ['last', 'x'],
    ]);
    expect(lines(text)).toEqual([1, 3, 9]);
  });

  it('ignores a BOM, before a quoted first field too', () => {
    const text = '\uFEFF"id","name"\r\n1,"dos\r\nlíneas"\r\n2,x\r\n';
    expect(fields(text)).toEqual([
      ['id', 'name'],
      ['1', 'dos\r\nlíneas'],
      ['2', 'x'],
    ]);
    expect(lines(text)).toEqual([1, 2, 4]);
    expect(fields(decodeCsvBytes(Buffer.from(text, 'utf8')))[0]).toEqual(['id', 'name']);
  });

  it('keeps records of different lengths for the import to report by line', () => {
    expect(parseCsv('a,b,c\n1,2\n"3\n4",5,6,7\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2'] },
      { line: 3, fields: ['3\n4', '5', '6', '7'] },
    ]);
  });

  it('reports a quote left open on the line where its field began', () => {
    expect(refusal(() => parseCsv('a,b\n1,2\n3,"four\n5,6\n'))).toEqual({
      key: 'validation.csv_unclosed_quote',
      params: { line: 3 },
    });
    expect(refusal(() => parseCsv('a\n"'))).toEqual({
      key: 'validation.csv_unclosed_quote',
      params: { line: 2 },
    });
    const unclosedAt = (text: string) => refusal(() => parseCsv(text))?.params;
    // After quoted CRLFs and empty lines; the quote opens the first field of its record.
    expect(unclosedAt('"a\r\nb",c\r\n\r\n\r\n"open\r\nx,y\r\n')).toEqual({ line: 5 });
    // The record starts on line 2, but its unclosed field opens on line 3.
    expect(unclosedAt('a\n"x\r\ny","z\nw\n')).toEqual({ line: 3 });
    expect(unclosedAt('\uFEFFñ,"双\n')).toEqual({ line: 1 });
    // A closed quote with text after it is no open quote: the next one, left open, is.
    expect(unclosedAt('"x"y,1\n2,"z')).toEqual({ line: 2 });
  });

  it('decodes UTF-8 with or without a BOM and refuses anything else', () => {
    expect(decodeCsvBytes(Buffer.from('\uFEFFñandú,双肩包', 'utf8'))).toBe('ñandú,双肩包');
    expect(decodeCsvBytes(Buffer.from('ñandú', 'utf8'))).toBe('ñandú');
    const notCsv = { key: 'validation.not_csv', params: {} };
    expect(refusal(() => decodeCsvBytes(Buffer.from('ñandú', 'latin1')))).toEqual(notCsv);
    expect(refusal(() => decodeCsvBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])))).toEqual(
      notCsv,
    );
  });

  it('writes a field a spreadsheet would run as a formula as text, and reads it back as it was', () => {
    expect(encodeCsvField('=HYPERLINK("http://x.test","clic")')).toBe(
      '"\'=HYPERLINK(""http://x.test"",""clic"")"',
    );
    expect(encodeCsvField('+1')).toBe("'+1");
    expect(encodeCsvField('-2')).toBe("'-2");
    expect(encodeCsvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(encodeCsvField('\tcmd')).toBe("'\tcmd");
    expect(encodeCsvField("'=already")).toBe("''=already");
    expect(encodeCsvField("it's")).toBe("it's");
    expect(encodeCsvField('12.50')).toBe('12.50');
    const records = [
      ['=1+1', '+34 600', '-', '@home', '\tx', "'=quoted", "''+two", "'plain", 'a=b'],
    ];
    expect(fields(encodeCsv(records).slice(1))).toEqual(records);
  });

  it('reads back exactly what it writes', () => {
    const records = [
      ['id', 'name', 'description'],
      ['1', 'Mochila "Ñandú", clásica', 'línea uno\r\nlínea dos\n双肩包'],
      ['2', ' espacio ', ''],
    ];
    const text = encodeCsv(records);
    expect(fields(decodeCsvBytes(Buffer.from(text, 'utf8')))).toEqual(records);
  });
});

/** The bytes as an upload delivers them: cut into chunks at the given offsets. */
async function* chunks(bytes: Buffer, cuts: number[]): AsyncGenerator<Uint8Array> {
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    yield bytes.subarray(from, cut);
    from = cut;
  }
}

async function streamRefusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof CsvError) return { key: error.key, params: error.params };
    throw error;
  }
  return undefined;
}

describe('CSV stream reader', () => {
  // A BOM, multi-byte text, quoted line breaks of each kind, an empty line, no final line end.
  const text = '\uFEFFid,"nombre"\r\n1,"Ñandú, ""dos""\r\nlíneas"\n\n2,双肩包\r3,"a\rb"';
  const bytes = Buffer.from(text, 'utf8');

  it('reads what parseCsv reads, lines included, wherever the chunks are cut', async () => {
    const expected = parseCsv(text);
    expect(expected.map((r) => r.line)).toEqual([1, 2, 5, 6]);
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      expect(await readCsvStream(chunks(bytes, [cut]), 10)).toEqual(expected);
    }
    const everyByte = Array.from({ length: bytes.length }, (_, i) => i);
    expect(await readCsvStream(chunks(bytes, everyByte), 10)).toEqual(expected);
  });

  it('refuses what decodeCsvBytes and parseCsv refuse, with the same line', async () => {
    const notCsv = { key: 'validation.not_csv', params: {} };
    const latin1 = Buffer.from('a,b\nñandú,1\n', 'latin1');
    expect(await streamRefusal(() => readCsvStream(chunks(latin1, [5]), 10))).toEqual(notCsv);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    expect(await streamRefusal(() => readCsvStream(chunks(zip, []), 10))).toEqual(notCsv);
    // A character cut short at the very end of the file.
    const cutShort = Buffer.from('a,ñ', 'utf8').subarray(0, 3);
    expect(await streamRefusal(() => readCsvStream(chunks(cutShort, [2]), 10))).toEqual(notCsv);
    const open = Buffer.from('"a\r\nb",c\r\n\r\n\r\n"open\r\nx,y\r\n', 'utf8');
    expect(await streamRefusal(() => readCsvStream(chunks(open, [9, 20]), 10))).toEqual({
      key: 'validation.csv_unclosed_quote',
      params: { line: 5 },
    });
  });

  it('stops reading past the rows an import may have, saying how many it takes', async () => {
    const header = 'a,b\n';
    const rows = Buffer.from(header + '1,2\n'.repeat(50), 'utf8');
    expect(await readCsvStream(chunks(rows, [7]), 50)).toHaveLength(51);
    let pulled = 0;
    const endless = async function* () {
      yield Buffer.from(header);
      for (;;) {
        pulled += 1;
        yield Buffer.from('1,2\n'.repeat(10));
      }
    };
    expect(await streamRefusal(() => readCsvStream(endless(), 49))).toEqual({
      key: 'errors.import_too_many_rows',
      params: { max: 49 },
    });
    // An endless upload is refused: what is read past the limit is only what the parser's
    // buffers hold (16 KiB), not the upload.
    expect(pulled).toBeLessThan(1000);
  });

  it('leaves no listeners behind on the parser, however often its buffer fills', async () => {
    // The module object the reader calls through (a namespace import would be a copy).
    const csvParse = jest.requireActual<typeof CsvParse>('csv-parse');
    const made: EventEmitter[] = [];
    // The most 'close' listeners the parser had at once while the file streamed in.
    let most = 0;
    const real = csvParse.parse;
    const spy = jest.spyOn(csvParse, 'parse').mockImplementation(((options: CsvParse.Options) => {
      const parser = real(options);
      made.push(parser);
      parser.on('newListener', (event: string) => {
        if (event === 'close') most = Math.max(most, parser.listenerCount('close') + 1);
      });
      return parser;
    }) as typeof csvParse.parse);
    try {
      // Chunks four times the parser's buffer: each one makes the reader wait for it to drain.
      const row = 'Mochila,45.00\n';
      const big = async function* () {
        yield Buffer.from('name,price\n');
        for (let i = 0; i < 40; i++) yield Buffer.from(row.repeat(4700));
      };
      expect(await readCsvStream(big(), 200_000)).toHaveLength(1 + 40 * 4700);
    } finally {
      spy.mockRestore();
    }
    expect(made).toHaveLength(1);
    // A wait left pending at each full buffer would have piled up 40.
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThan(5);
  });
});
