import { z } from 'zod';

/* What the list queries share (internal to the contracts; each query file builds on them). */

/** pageNo from 1, pageSize up to 100 (20 by default). */
export const pageFields = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Inclusive calendar-day range of at most `maxDays`, checked after the object's own fields. */
export const withDateRange = <S extends z.ZodType<{ startDate: string; endDate: string }>>(
  schema: S,
  maxDays: number,
) =>
  schema
    .refine((q) => q.startDate <= q.endDate, { message: 'dateRange', path: ['endDate'] })
    .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= maxDays * 86_400_000, {
      message: 'dateRangeTooLong',
      path: ['endDate'],
    });
