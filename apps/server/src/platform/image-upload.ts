import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from './errors.js';

/** Spec §5/§9 upload limits: png or jpg, at most 5 MB per image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type UploadedImage = { contentType: ImageType; data: Buffer; size: number; sha256: string };

/** The type the bytes really are (magic numbers), whatever the client claimed; null for anything else. */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

/** A picture larger than this (width × height) is refused before it is decoded (decompression bombs). */
const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Decodes the image and encodes it again in its own type (sharp, libvips): what is stored is only
 * the picture, never bytes that merely start like one (a script or archive behind a PNG header,
 * metadata). Undecodable bytes are refused.
 */
async function reencode(data: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image cannot be read');
  }
}

/**
 * Checks an uploaded body: a png or jpg of at most 5 MB whose bytes match the declared type and
 * decode as a picture; answers the picture re-encoded (issue 17, finding 16).
 */
export async function acceptImage(body: unknown, declared: string | undefined): Promise<UploadedImage> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('VALIDATION_FAILED', 'The image is empty');
  if (body.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const actual = sniffImage(body);
  const claimed = (declared ?? '').split(';')[0]?.trim().toLowerCase();
  if (!actual || actual !== claimed)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted');
  const data = await reencode(body, actual);
  return {
    contentType: actual,
    data,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

/** Lets a route scope take raw png/jpg bodies (uploads are sent as the file itself, not as JSON). */
export function acceptImageBodies(scope: FastifyInstance): void {
  for (const type of IMAGE_TYPES) {
    scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }
}
