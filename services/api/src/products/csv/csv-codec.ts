import type { MessageKey } from '@bolsos/contracts';
import { CsvError as CsvParseError, parse, type Options as ParseOptions } from 'csv-parse/sync';
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
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CsvError('validation.not_csv');
  }
  // NUL never appears in text; it does in binary files that happen to be valid UTF-8.
  if (text.includes('\u0000')) throw new CsvError('validation.not_csv');
  return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
}

const CR = 0x0d;
const LF = 0x0a;

/**
 * The line of each byte offset, asked in increasing order. csv-parse's own `info.lines` counts
 * a CRLF inside a quoted field as two lines, so the import would blame the wrong row; here
 * CRLF, LF and CR each end one line, in quoted fields as outside them.
 */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    for (; at < offset; at += 1) {
      const byte = bytes[at];
      if (byte === LF || (byte === CR && bytes[at + 1] !== LF)) line += 1;
    }
    return line;
  };
}

/** Where the text after `offset` starts, past the empty lines csv-parse skipped. */
function pastEmptyLines(bytes: Buffer, offset: number): number {
  let at = offset;
  while (bytes[at] === CR || bytes[at] === LF) at += 1;
  return at;
}

/**
 * Splits CSV text into records; a leading BOM is ignored. Empty lines are skipped
 * (spreadsheets leave them at the end), but counted in the lines. A quote left open is
 * `validation.csv_unclosed_quote` on the line where the field began. A quote inside an unquoted
 * field, or text after a closing quote, is kept as text with its quotes, so nothing typed is
 * lost; records may have different lengths (the import reports them by line).
 */
export function parseCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text.startsWith(UTF8_BOM) ? text.slice(1) : text, 'utf8');
  // Byte offsets just past each record (and its line end), to work out where each one starts.
  const ends: number[] = [];
  const options: ParseOptions = {
    // Line ends may be mixed in one file (rows pasted from another program): each of the three
    // ends a record. Listed explicitly because csv-parse otherwise keeps the first one it sees.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (record, context) => {
      ends.push(context.bytes);
      return record.map(readField);
    },
  };
  const lineAt = lineCounter(bytes);
  let rows: string[][];
  try {
    rows = parse(bytes, options);
  } catch (error) {
    if (error instanceof CsvParseError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      // The parser's processed `bytes` stop at the delimiter (or line start) before the field
      // that never closed: that is the line the quote opened on.
      const processed = typeof error.bytes === 'number' ? error.bytes : (ends.at(-1) ?? 0);
      throw new CsvError('validation.csv_unclosed_quote', {
        line: lineAt(pastEmptyLines(bytes, processed)),
      });
    }
    throw error;
  }
  return rows.map((fields, index) => ({
    line: lineAt(pastEmptyLines(bytes, index === 0 ? 0 : ends[index - 1])),
    fields,
  }));
}
