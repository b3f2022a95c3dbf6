// CSV as spreadsheets read it (RFC 4180): fields joined by commas, rows ended by CRLF, a field quoted when it holds a
// comma, a quote or a line break. The file starts with a byte order mark so Excel reads it as UTF-8 ("José Ñúñez"
// rather than "JosÃ© Ã‘ÃºÃ±ez").

/** U+FEFF, written once at the very start of the file. */
export const CSV_BOM = '\uFEFF';
export const CSV_ROW_END = '\r\n';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"): a customer's name or
 * note such as "=HYPERLINK(...)" must reach the owner as text. Tab and carriage return start formulas in some too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One field: text that a spreadsheet would take for a formula gets a leading apostrophe (shown as text, not run),
 * then the field is quoted if it needs to be. Numbers are written as they are (a negative amount stays a number);
 * null and undefined are empty.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row, CRLF included. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + CSV_ROW_END;
}
