import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scheduledForm, sortField } from './content-fields';

describe('scheduledForm', () => {
  const schema = scheduledForm({ title: z.string().min(1), sort: sortField });
  const base = { title: 'Promo', sort: 3, startsAt: '', endsAt: '', reason: '' };

  it('takes an open schedule and an end after the start', () => {
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, startsAt: '2026-01-01T10:00', endsAt: '2026-01-02T10:00' }).success).toBe(true);
  });

  it('refuses an end before the start on the end field, and a missing reason field', () => {
    const late = schema.safeParse({ ...base, startsAt: '2026-01-02T10:00', endsAt: '2026-01-01T10:00' });
    expect(late.error?.issues).toMatchObject([{ path: ['endsAt'], message: 'validation:endBeforeStart' }]);
    const { reason: _, ...noReason } = base;
    expect(schema.safeParse(noReason).success).toBe(false);
    expect(schema.safeParse({ ...base, sort: 10_000 }).success).toBe(false);
  });
});
