import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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

/** Checks an uploaded body: a real png or jpg of at most 5 MB whose bytes match the declared type. */
export function acceptImage(body: unknown, declared: string | undefined): UploadedImage {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('VALIDATION_FAILED', 'The image is empty');
  if (body.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const actual = sniffImage(body);
  const claimed = (declared ?? '').split(';')[0]?.trim().toLowerCase();
  if (!actual || actual !== claimed)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted');
  return {
    contentType: actual,
    data: body,
    size: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
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
