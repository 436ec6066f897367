import { describe, expect, it } from 'vitest';
import { BrandConfig } from './brand.js';
import { marketDate, marketDayRange, marketDayStart } from './market-days.js';

const manila = {
  timeZone: 'Asia/Manila',
  currency: { code: 'PHP', symbol: '₱' },
  languages: ['EN', 'TY'],
  defaultLanguage: 'TY',
};

describe('brand configuration', () => {
  it('reads a brand with a known zone, a currency and an offered default language', () => {
    expect(BrandConfig.parse(manila)).toEqual(manila);
    expect(
      BrandConfig.parse({ ...manila, timeZone: 'Europe/Berlin', currency: { code: 'EUR', symbol: '€' } }).timeZone,
    ).toBe('Europe/Berlin');
  });

  it('refuses an unknown zone, a default language it does not offer and a currency that is not an ISO code', () => {
    expect(BrandConfig.safeParse({ ...manila, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(BrandConfig.safeParse({ ...manila, defaultLanguage: 'TH' }).success).toBe(false);
    expect(BrandConfig.safeParse({ ...manila, currency: { code: 'PESO', symbol: '₱' } }).success).toBe(false);
    expect(BrandConfig.safeParse({ ...manila, languages: [] }).success).toBe(false);
  });
});

describe('market days', () => {
  it('gives the calendar day in the market: 20:00 UTC is already the next day in Manila', () => {
    const at = new Date('2026-11-23T20:00:00Z');
    expect(marketDate(at, 'Asia/Manila')).toBe('2026-11-24');
    expect(marketDate(at, 'America/Sao_Paulo')).toBe('2026-11-23');
    expect(marketDate(at, 'Asia/Manila', 1)).toBe('2026-11-23');
    expect(marketDate(at, 'Asia/Manila', 29)).toBe('2026-10-26');
  });

  it('matches the fixed UTC+8 rule the platform used before, at any instant', () => {
    for (let i = 0; i < 500; i++) {
      const at = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 10 * 365 * 86_400_000));
      expect(marketDate(at, 'Asia/Manila')).toBe(new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10));
      const day = marketDate(at, 'Asia/Manila');
      expect(marketDayStart(day, 'Asia/Manila').toISOString()).toBe(new Date(`${day}T00:00:00+08:00`).toISOString());
    }
  });

  it('bounds inclusive market days, a day of 23 or 25 hours across a daylight-saving change', () => {
    expect(marketDayRange('2026-11-01', '2026-11-30', 'Asia/Manila')).toEqual({
      from: new Date('2026-10-31T16:00:00Z'),
      to: new Date('2026-11-30T16:00:00Z'),
    });
    // Berlin: clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(marketDayRange('2026-03-29', '2026-03-29', 'Europe/Berlin')).toEqual({
      from: new Date('2026-03-28T23:00:00Z'),
      to: new Date('2026-03-29T22:00:00Z'),
    });
    expect(marketDayRange('2026-10-25', '2026-10-25', 'Europe/Berlin')).toEqual({
      from: new Date('2026-10-24T22:00:00Z'),
      to: new Date('2026-10-25T23:00:00Z'),
    });
    expect(marketDate(new Date('2026-10-25T22:59:59Z'), 'Europe/Berlin')).toBe('2026-10-25');
  });
});
