/**
 * CSV of the console's exports (RFC 4180: comma, CRLF, quotes doubled). A text cell that a
 * spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe (OWASP
 * "CSV injection"); numbers and money are written as they are, so a negative GGR stays a number.
 */
export type CsvCell = string | number;
export type CsvValue = { text: string } | { number: string | number };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  const raw = 'text' in value ? (FORMULA_START.test(value.text) ? `'${value.text}` : value.text) : String(value.number);
  return /[",\r\n]/.test(raw) ? `"${raw.replaceAll('"', '""')}"` : raw;
}

export const csvLine = (cells: CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The file: a byte-order mark (so spreadsheets read UTF-8 names), the header, then the rows in chunks. */
export async function* csvChunks(header: string[], rows: CsvValue[][], rowsPerChunk = 500): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header.map((text) => ({ text })))}`;
  for (let i = 0; i < rows.length; i += rowsPerChunk)
    yield rows
      .slice(i, i + rowsPerChunk)
      .map(csvLine)
      .join('');
}
