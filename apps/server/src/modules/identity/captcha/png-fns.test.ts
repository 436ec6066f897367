import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blendPixel, createRaster, encodePng, pngDataUrl } from './png-fns.js';

/** Reads the chunks of a PNG, checking each CRC. */
function chunks(png: Buffer) {
  const out: Array<{ type: string; data: Buffer }> = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

describe('PNG encoder', () => {
  it('writes a valid RGBA PNG whose pixels read back unchanged', () => {
    const raster = createRaster(3, 2);
    blendPixel(raster, 0, 0, [255, 0, 0]);
    blendPixel(raster, 2, 1, [0, 0, 255], 0.5);
    const png = encodePng(raster);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = list[0]?.data as Buffer;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([3, 2, 8, 6]);
    const rows = inflateSync(list[1]?.data as Buffer);
    expect(rows.length).toBe(2 * (1 + 3 * 4));
    expect([...rows.subarray(0, 5)]).toEqual([0, 255, 0, 0, 255]);
    expect([...rows.subarray(13 + 1 + 8, 13 + 1 + 12)]).toEqual([0, 0, 128, 128]);
  });

  it('ignores pixels outside the raster and makes data URLs', () => {
    const raster = createRaster(2, 2);
    blendPixel(raster, -1, 0, [1, 2, 3]);
    blendPixel(raster, 5, 5, [1, 2, 3]);
    expect([...raster.pixels].every((v) => v === 0)).toBe(true);
    expect(pngDataUrl(raster)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
