import { errorDefaultMessage, errorHttpStatus, type ErrorCode, type FieldError } from '@fortuna/contracts';

/** A refusal the client can act on: mapped to the envelope by the one error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | null;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? errorDefaultMessage[code]);
    this.code = code;
    this.status = errorHttpStatus[code];
    this.details = details ?? null;
  }
}

export const validationError = (errors: FieldError[]) =>
  new AppError('VALIDATION_FAILED', errors[0]?.message ?? errorDefaultMessage.VALIDATION_FAILED, { errors });

export const ok = <T>(value: T) => ({ success: true as const, code: 'OK', message: 'OK', value });
