import { z } from 'zod';
import { ErrorCode } from './error-codes.js';

/**
 * Every API answer is wrapped in this envelope. `code` is a stable machine key
 * (`OK` on success, an {@link ErrorCode} otherwise) that the web app maps to a
 * translated message from the spec's catalogue; `message` is an English fallback.
 */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

export type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** Field-level validation problem carried in `value.errors` of a VALIDATION_FAILED answer. */
export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  value: z
    .object({ errors: z.array(FieldError).optional() })
    .passthrough()
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Paged list shape used by every list call except where the spec names its own fields. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

/** One page of a list in the `paged` shape: the query's page, the filter's total and the page count. */
export const pageOf = <T>(list: T[], query: { pageNo: number; pageSize: number }, total: number) => ({
  list,
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});

/** The query of a call that takes no parameters: anything in the query string is refused as bad input. */
export const NoQuery = z.object({}).strict();

/** The answer of a call that only reports success. */
export const Done = z.null();
