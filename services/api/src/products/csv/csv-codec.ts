import type { MessageKey } from '@bolsos/contracts';
import { parse as parseStream } from 'csv-parse';
import { CsvError as CsvParseError, parse, type Options as ParseOptions } from 'csv-parse/sync';
import { once } from 'node:events';
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';

/**
 * RFC 4180 CSV, as spreadsheet programs read and write it: comma-separated, a field with a
 * comma, a quote or a line break inside is quoted and its quotes doubled. csv-parse reads it and
 * csv-stringify writes it; what stays here is what they do not know about us: written with CRLF
 * and a byte-order mark (Excel reads BOM-less UTF-8 as the local code page, which garbles
 * accents and Chinese), formulas neutralised, and the line numbers the import reports.
 */

export const UTF8_BOM = '\uFEFF';

/** A file the parser cannot read: the message key and its parameters (the line, if any). */
export class CsvError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** One record of the file, with the line it starts on (the first line is 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Spreadsheet programs run a cell that starts with =, +, -, @, a tab or a carriage return as a
 * formula: a product text such as `=HYPERLINK(...)` in the export would run on the shop
 * manager's computer. Such a field is written after an apostrophe, which makes it text; so that
 * an exported file imports back unchanged, the reader drops one apostrophe before such a start,
 * and a field that already begins with apostrophes before one gets one more when written.
 * csv-stringify's own `escape_formulas` is not used: it does not add the apostrophe to a field
 * that already has them, so such a field would not read back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALIZED_FORMULA = /^'+[=+\-@\t\r]/;

function neutralizeFormula(raw: string): string {
  return FORMULA_START.test(raw) ? `'${raw}` : raw;
}

function readField(field: string): string {
  return NEUTRALIZED_FORMULA.test(field) ? field.slice(1) : field;
}

const WRITE_OPTIONS = {
  record_delimiter: '\r\n',
  // A field with a lone LF or CR must be quoted too; csv-stringify quotes only the exact
  // record delimiter once one is given, and a reader would split the record there.
  quote_record_delimiter: true,
  // Leading or trailing spaces are quoted too, so no reader trims them away.
  quoted_match: /^\s|\s$/,
} satisfies StringifyOptions;

export function encodeCsvField(raw: string): string {
  return stringify([[neutralizeFormula(raw)]], { ...WRITE_OPTIONS, eof: false });
}

/** The whole file: BOM, then each record on its own CRLF-ended line. */
export function encodeCsv(records: readonly (readonly string[])[]): string {
  return (
    UTF8_BOM +
    stringify(
      records.map((record) => record.map(neutralizeFormula)),
      WRITE_OPTIONS,
    )
  );
}

/**
 * The file's text, if it is UTF-8 (a BOM is dropped). Anything else (a spreadsheet saved as
 * .xlsx, Latin-1 text, an image) is `validation.not_csv`: guessing another encoding would
 * import garbled names without a word.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const check = new Utf8Check();
  const text = check.decode(bytes, false);
  return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
}

/** UTF-8 checked a chunk at a time (a character may straddle two chunks). */
class Utf8Check {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  decode(chunk: Uint8Array, more: boolean): string {
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: more });
    } catch {
      throw new CsvError('validation.not_csv');
    }
    // NUL never appears in text; it does in binary files that happen to be valid UTF-8.
    if (text.includes('\u0000')) throw new CsvError('validation.not_csv');
    return text;
  }
}

const CR = 0x0d;
const LF = 0x0a;
const BOM_BYTES = [0xef, 0xbb, 0xbf];

/**
 * Where the line breaks of a file are, noted as its bytes go past, so its lines can be numbered
 * without keeping the bytes. csv-parse's own `info.lines` counts a CRLF inside a quoted field as
 * two lines, so the import would blame the wrong row; here CRLF, LF and CR each end one line, in
 * quoted fields as outside them.
 */
class LineBreaks {
  /** offset of each CR or LF byte, times 2, plus 1 for an LF */
  private marks: number[] = [];
  private length = 0;

  feed(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === LF || byte === CR)
        this.marks.push((this.length + i) * 2 + (byte === LF ? 1 : 0));
    }
    this.length += chunk.length;
  }

  /** Each line's first offset after the first, once the whole file has been fed. */
  private starts?: number[];

  /** The line (from 1) of the first byte at or after `offset` that is no line break. */
  lineAfterEmptyLines(offset: number): number {
    const marks = this.marks;
    let index = this.firstMarkAtOrAfter(offset);
    let at = offset;
    while (index < marks.length && Math.floor(marks[index] / 2) === at) {
      at += 1;
      index += 1;
    }
    return this.lineAt(at);
  }

  private firstMarkAtOrAfter(offset: number): number {
    let low = 0;
    let high = this.marks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (Math.floor(this.marks[mid] / 2) < offset) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private lineAt(offset: number): number {
    if (!this.starts) {
      // A line ends at an LF, or at a CR that no LF follows.
      this.starts = [];
      for (let i = 0; i < this.marks.length; i += 1) {
        const mark = this.marks[i];
        const position = Math.floor(mark / 2);
        const crBeforeLf = mark % 2 === 0 && this.marks[i + 1] === (position + 1) * 2 + 1;
        if (!crBeforeLf) this.starts.push(position + 1);
      }
    }
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.starts[mid] <= offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  }
}

/**
 * The options both readers give csv-parse. Empty lines are skipped (spreadsheets leave them at
 * the end), but counted in the lines. A quote inside an unquoted field, or text after a closing
 * quote, is kept as text with its quotes, so nothing typed is lost; records may have different
 * lengths (the import reports them by line). `ends` gets the byte offset just past each record.
 */
function parseOptions(ends: number[]): ParseOptions {
  return {
    // Line ends may be mixed in one file (rows pasted from another program): each of the three
    // ends a record. Listed explicitly because csv-parse otherwise keeps the first one it sees.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (record: string[], context: { bytes: number }) => {
      ends.push(context.bytes);
      return record.map(readField);
    },
  };
}

/** The records with the line each starts on. */
function numbered(rows: string[][], ends: number[], breaks: LineBreaks): CsvRecord[] {
  return rows.map((fields, index) => ({
    line: breaks.lineAfterEmptyLines(index === 0 ? 0 : ends[index - 1]),
    fields,
  }));
}

/**
 * A quote left open is `validation.csv_unclosed_quote` on the line where the field began: the
 * parser's processed `bytes` stop at the delimiter (or line start) before the field that never
 * closed. Other errors pass.
 */
function unclosedQuote(error: unknown, ends: number[], breaks: LineBreaks): unknown {
  // By its code: the stream and sync builds of csv-parse each have their own CsvError class.
  if ((error as { code?: unknown } | null)?.code === 'CSV_QUOTE_NOT_CLOSED') {
    const { bytes } = error as CsvParseError;
    const processed = typeof bytes === 'number' ? bytes : (ends.at(-1) ?? 0);
    return new CsvError('validation.csv_unclosed_quote', {
      line: breaks.lineAfterEmptyLines(processed),
    });
  }
  return error;
}

/** Splits CSV text into records, each with the line it starts on; a leading BOM is ignored. */
export function parseCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text.startsWith(UTF8_BOM) ? text.slice(1) : text, 'utf8');
  const ends: number[] = [];
  const breaks = new LineBreaks();
  breaks.feed(bytes);
  try {
    return numbered(parse(bytes, parseOptions(ends)) as string[][], ends, breaks);
  } catch (error) {
    throw unclosedQuote(error, ends, breaks);
  }
}

/**
 * Reads a CSV file as it streams in (an upload), as parseCsv reads a text: checked as UTF-8
 * (`validation.not_csv`), BOM dropped, records numbered by line. The bytes are not kept, and
 * reading stops with `errors.import_too_many_rows` past `maxRows` records after the header, so
 * memory stays that of the records the import may take, whatever is sent.
 */
export async function readCsvStream(
  source: AsyncIterable<Uint8Array>,
  maxRows: number,
): Promise<CsvRecord[]> {
  const ends: number[] = [];
  const breaks = new LineBreaks();
  const utf8 = new Utf8Check();
  const rows: string[][] = [];
  const parser = parseStream(parseOptions(ends));
  // The first thing to go wrong, on either side; it stops both.
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    parser.destroy();
  };
  const collect = (async () => {
    for await (const row of parser as AsyncIterable<string[]>) {
      rows.push(row);
      if (rows.length > maxRows + 1) {
        throw new CsvError('errors.import_too_many_rows', { max: maxRows });
      }
    }
  })().catch(fail);
  const feed = async (chunk: Uint8Array) => {
    breaks.feed(chunk);
    if (!parser.write(chunk)) {
      // The wait that loses the race is called off: left pending, its listeners piled up on the
      // parser at every full buffer of a large file.
      const settled = new AbortController();
      const { signal } = settled;
      try {
        await Promise.race([once(parser, 'drain', { signal }), once(parser, 'close', { signal })]);
      } finally {
        settled.abort();
      }
    }
  };
  let start: number[] = [];
  let bomChecked = false;
  try {
    for await (const raw of source) {
      if (parser.destroyed) break;
      const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
      utf8.decode(bytes, true);
      if (bomChecked) {
        await feed(bytes);
        continue;
      }
      // The BOM's three bytes may come split over the first chunks.
      start = [...start, ...bytes];
      const maybeBom = BOM_BYTES.slice(0, start.length).every((b, i) => b === start[i]);
      if (maybeBom && start.length < BOM_BYTES.length) continue;
      bomChecked = true;
      await feed(Buffer.from(maybeBom ? start.slice(BOM_BYTES.length) : start));
    }
    if (!parser.destroyed) {
      utf8.decode(new Uint8Array(), false);
      if (!bomChecked && start.length) await feed(Buffer.from(start));
      parser.end();
    }
  } catch (error) {
    fail(error);
  }
  await collect;
  if (failure !== undefined) throw unclosedQuote(failure, ends, breaks);
  return numbered(rows, ends, breaks);
}
