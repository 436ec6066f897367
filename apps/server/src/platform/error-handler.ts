import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorDefaultMessage, type ErrorCode } from '@fortuna/contracts';
import { uniqueViolation } from './db-errors.js';
import { AppError } from './errors.js';

const envelope = (code: ErrorCode, message: string, value: Record<string, unknown> | null = null) => ({
  success: false,
  code,
  message,
  value,
});

/** Maps a framework error status to our stable code; anything 5xx is an unknown error. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'NOT_LOGGED_IN';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'UNKNOWN_ERROR';
}

/** The one place where errors become envelopes: bad input is a 400, never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(envelope(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send(envelope('VALIDATION_FAILED', errors[0]?.message ?? 'Input is invalid', { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(envelope('UNKNOWN_ERROR', errorDefaultMessage.UNKNOWN_ERROR));
    }
    // A unique constraint lost to a concurrent request: the caller may retry, nothing changed.
    if (uniqueViolation(error)) {
      return reply.status(409).send(envelope('CONFLICT', errorDefaultMessage.CONFLICT));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(envelope('UNKNOWN_ERROR', errorDefaultMessage.UNKNOWN_ERROR));
    }
    const code = codeForStatus(status);
    return reply.status(status).send(envelope(code, error.message || errorDefaultMessage[code]));
  });
}

export const notFoundEnvelope = () => envelope('NOT_FOUND', errorDefaultMessage.NOT_FOUND);
