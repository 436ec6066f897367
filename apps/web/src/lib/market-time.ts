import { useTranslation } from 'react-i18next';
import type { LocaleLang } from '@fortuna/contracts';
import { wallClockMs } from '@fortuna/contracts/market-days';
import { currentLanguage } from '@/lib/i18n';
import { INTL_LOCALE } from '@/lib/locale';
import { useMarketZone } from '@/lib/queries/system-api';

/*
 * Record and report pages speak the brand's zone: their date ranges are its calendar days
 * (market-date.ts), so their times are shown in it too, never in the reader's, and the page says
 * which zone that is.
 */

/** "GMT+8", "GMT-3:30", "GMT+0": the zone's offset at `at`, as the page names it (the same in every runtime). */
export function zoneOffsetLabel(timeZone: string, at: Date): string {
  const minutes = Math.round((wallClockMs(at, timeZone) - at.getTime()) / 60_000);
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language, zone and style (making one loads locale data). */
function format(lang: LocaleLang, timeZone: string, style: 'dateTime' | 'time'): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${style}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      INTL_LOCALE[lang],
      style === 'time'
        ? { timeZone, hour: '2-digit', minute: '2-digit' }
        : { timeZone, dateStyle: 'short', timeStyle: 'medium' },
    );
    formats.set(key, f);
  }
  return f;
}

/** An ISO instant as the brand's wall clock shows it, in the reader's language. */
export function formatMarketTime(
  iso: string,
  lang: LocaleLang,
  timeZone: string,
  style: 'dateTime' | 'time' = 'dateTime',
) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(lang, timeZone, style).format(date);
}

/** The brand's zone for a record page: its label and its wall-clock formatting (re-rendered on a language change). */
export function useMarketTime() {
  useTranslation();
  const zone = useMarketZone();
  const lang = currentLanguage();
  return {
    zone,
    label: zoneOffsetLabel(zone, new Date()),
    dateTime: (iso: string) => formatMarketTime(iso, lang, zone),
    time: (iso: string) => formatMarketTime(iso, lang, zone, 'time'),
  };
}
