import { crc32, deflateSync } from 'node:zlib';

/** An RGBA raster: 4 bytes per pixel, rows top to bottom. */
export type Raster = { width: number; height: number; pixels: Uint8Array };

export const createRaster = (width: number, height: number): Raster => ({
  width,
  height,
  pixels: new Uint8Array(width * height * 4),
});

export type Rgb = readonly [number, number, number];

/** Blends `color` over the pixel at (x, y) with opacity `alpha` (0..1); outside the raster is ignored. */
export function blendPixel(raster: Raster, x: number, y: number, color: Rgb, alpha = 1): void {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= raster.width || py >= raster.height) return;
  const i = (py * raster.width + px) * 4;
  const p = raster.pixels;
  p[i] = Math.round((p[i] ?? 0) * (1 - alpha) + color[0] * alpha);
  p[i + 1] = Math.round((p[i + 1] ?? 0) * (1 - alpha) + color[1] * alpha);
  p[i + 2] = Math.round((p[i + 2] ?? 0) * (1 - alpha) + color[2] * alpha);
  p[i + 3] = Math.max(p[i + 3] ?? 0, Math.round(255 * alpha));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  // The CRC covers the chunk type and its data, not the length.
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an RGBA raster as a PNG (8-bit RGBA, no interlace, filter 0 on every row). */
export function encodePng(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  header.writeUInt8(0, 10); // compression: deflate
  header.writeUInt8(0, 11); // filter method
  header.writeUInt8(0, 12); // no interlace
  const stride = width * 4;
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    scanlines[y * (stride + 1)] = 0;
    scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (raster: Raster): string => `data:image/png;base64,${encodePng(raster).toString('base64')}`;
