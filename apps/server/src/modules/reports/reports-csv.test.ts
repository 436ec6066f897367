import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvLine } from './reports-csv.js';

describe('CSV exports', () => {
  it('quotes commas, quotes and line breaks, and defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell({ text: 'GCash' })).toBe('GCash');
    expect(csvCell({ text: 'Bank, Manila' })).toBe('"Bank, Manila"');
    expect(csvCell({ text: 'say "hi"' })).toBe('"say ""hi"""');
    expect(csvCell({ text: '=HYPERLINK("http://x")' })).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell({ text: `${start}1` })).toBe(`'${start}1`);
    // Numbers stay numbers: a negative GGR is not text.
    expect(csvCell({ number: '-199.95' })).toBe('-199.95');
    expect(csvLine([{ text: 'a' }, { number: 3 }])).toBe('a,3\r\n');
  });

  it('streams a byte-order mark and the header first, then the rows in chunks', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => [{ number: i }]);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['n'], rows, 2)) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFn\r\n', '0\r\n1\r\n', '2\r\n3\r\n', '4\r\n']);
  });
});
