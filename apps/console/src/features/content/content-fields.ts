import { z } from 'zod';
import { BannerLink } from '@fortuna/contracts';
import { localInputToIso } from '@/lib/format';

/**
 * What the Content forms share: the schedule as `datetime-local` values (the reader's zone), a
 * link that may be left empty, an optional reason for the audit chain.
 */
export const scheduleFields = {
  startsAt: z.string(),
  endsAt: z.string(),
};

export const optionalLink = z.union([z.literal(''), BannerLink]);
export const reasonField = z.string().trim().max(500);

/** The end must follow the start (both as typed); the message names the validation catalogue's key. */
export const scheduleOk = (v: { startsAt: string; endsAt: string }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt);
export const SCHEDULE_ERROR = { message: 'validation:endBeforeStart', path: ['endsAt'] };

/** The schedule as the API takes it: a start only when typed (else now), an end or none. */
export function scheduleBody(v: { startsAt: string; endsAt: string }) {
  const startsAt = localInputToIso(v.startsAt);
  return { ...(startsAt ? { startsAt } : {}), endsAt: localInputToIso(v.endsAt) ?? null };
}

/** The order field: 0–9999, lower first. */
export const sortField = z.number({ error: 'validation:required' }).int().min(0).max(9999);

/**
 * A scheduled item's form: its own fields, the schedule (the end after the start) and the reason.
 * (zod cannot see the schedule's strings through a generic shape, hence the cast.)
 */
export const scheduledForm = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...shape, ...scheduleFields, reason: reasonField })
    .refine((v) => scheduleOk(v as { startsAt: string; endsAt: string }), SCHEDULE_ERROR);

export const reasonBody = (reason: string) => (reason.trim() ? { reason: reason.trim() } : {});
