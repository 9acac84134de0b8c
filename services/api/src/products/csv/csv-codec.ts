import type { MessageKey } from '@bolsos/contracts';

/**
 * RFC 4180 CSV, as spreadsheet programs read and write it: comma-separated, a field with a
 * comma, a quote or a line break inside is quoted and its quotes doubled. Written with CRLF
 * and a byte-order mark (Excel reads BOM-less UTF-8 as the local code page, which garbles
 * accents and Chinese); read with or without the mark, with CRLF, LF or CR line ends.
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

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Spreadsheet programs run a cell that starts with =, +, -, @, a tab or a carriage return as a
 * formula: a product text such as `=HYPERLINK(...)` in the export would run on the shop
 * manager's computer. Such a field is written after an apostrophe, which makes it text; so that
 * an exported file imports back unchanged, the reader drops one apostrophe before such a start,
 * and a field that already begins with apostrophes before one gets one more when written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALIZED_FORMULA = /^'+[=+\-@\t\r]/;

export function encodeCsvField(raw: string): string {
  const value = FORMULA_START.test(raw) ? `'${raw}` : raw;
  // Leading or trailing spaces are quoted too, so no reader trims them away.
  return NEEDS_QUOTES.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

function readField(field: string): string {
  return NEUTRALIZED_FORMULA.test(field) ? field.slice(1) : field;
}

/** The whole file: BOM, then each record on its own CRLF-ended line. */
export function encodeCsv(records: readonly (readonly string[])[]): string {
  let out = UTF8_BOM;
  for (const record of records) out += `${record.map(encodeCsvField).join(',')}\r\n`;
  return out;
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

/**
 * Splits CSV text into records. Empty lines are skipped (spreadsheets leave them at the end).
 * A quote left open is `validation.csv_unclosed_quote` on the line where the field began. A
 * quote inside an unquoted field, or text after a closing quote, is kept as text, as
 * spreadsheet programs do.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  // Whether the current record has anything at all: a lone empty line is not a record.
  let started = false;
  let i = 0;
  const n = text.length;

  const endRecord = () => {
    fields.push(readField(field));
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      // Only a quote that opens the field starts a quoted field.
      quoted = true;
      quoteLine = line;
      started = true;
      i += 1;
      continue;
    }
    if (c === ',') {
      fields.push(readField(field));
      field = '';
      started = true;
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRecord();
      line += 1;
      recordLine = line;
      continue;
    }
    field += c;
    started = true;
    i += 1;
  }
  if (quoted) throw new CsvError('validation.csv_unclosed_quote', { line: quoteLine });
  if (started || field !== '') endRecord();
  return records;
}
