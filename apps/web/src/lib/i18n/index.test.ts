import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from './index';

// Runs the real module in Node: no DOM, locale files come through import.meta.glob as in the
// browser build. A visitor arrives with an old unsupported language stored.
const stored = new Map<string, string>([['lang', 'CN']]);
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});

let i18nModule: typeof I18nModule;
beforeAll(async () => {
  i18nModule = await import('./index');
});

describe('the i18n module', () => {
  it('replaces an unsupported stored language with Filipino and loads its catalogues', async () => {
    const { currentLanguage, i18n, i18nReady } = i18nModule;
    await i18nReady;
    expect(currentLanguage()).toBe('TY');
    expect(i18n.language).toBe('fil');
    expect(stored.get('lang')).toBe('TY');
    expect(i18n.t('errors:in_sure_logout')).toBe('Sigurado ka bang gusto mong mag-log out?');
    // Form messages come with the screens and modals that hold forms, not at start.
    expect(i18n.hasLoadedNamespace('validation')).toBe(false);
    await i18nModule.loadFormNamespaces();
    expect(i18n.t('validation:passwordLength', { min: 6, max: 12 })).toBe(
      'Pakilagay ang iyong password na may 6 - 12 na character',
    );
  });

  it('changes language, stores it and keeps the previous one as hisLang', async () => {
    const { changeLanguage, currentLanguage, translateError } = i18nModule;
    await changeLanguage('EN');
    expect(currentLanguage()).toBe('EN');
    expect(stored.get('lang')).toBe('EN');
    expect(stored.get('hisLang')).toBe('TY');
    expect(translateError('NOT_LOGGED_IN')).toBe('You are not logged in, please login');
    expect(translateError('auth/too-many-requests')).toBe('Too many requests. Please try again in 5 minutes.');
    expect(translateError('NO_SUCH_CODE', 'From the server')).toBe('From the server');

    await changeLanguage('TH');
    expect(currentLanguage()).toBe('TH');
    expect(translateError('NO_SUCH_CODE')).toBe('เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ');
    expect(stored.get('hisLang')).toBe('EN');
  });
});
