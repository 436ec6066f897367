import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createLocaleBackend, indexLocaleLoaders, type LocaleLoaders } from './locale-backend';

const json = (data: unknown) => () => Promise.resolve({ default: data });

async function startI18n(loaders: LocaleLoaders, lng: string) {
  const i18n = createInstance();
  await i18n.use(createLocaleBackend(loaders)).init({
    lng,
    supportedLngs: ['en', 'fil', 'th'],
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common', 'errors'],
    defaultNS: 'common',
    retryTimeout: 1,
    showSupportNotice: false,
  });
  return i18n;
}

describe('locale backend', () => {
  it('indexes glob paths by folder and namespace', () => {
    const index = indexLocaleLoaders({
      '../../locales/ty/errors.json': json({}),
      '../../locales/EN/common.json': json({}),
      '../../elsewhere/file.txt': json({}),
    });
    expect([...index.keys()].sort()).toEqual(['en/common', 'ty/errors']);
  });

  it('loads only the current language', async () => {
    const fetched: string[] = [];
    const track = (path: string, data: unknown) => () => {
      fetched.push(path);
      return Promise.resolve({ default: data });
    };
    const i18n = await startI18n(
      {
        '../../locales/ty/common.json': track('ty/common', { hello: 'Kumusta' }),
        '../../locales/ty/errors.json': track('ty/errors', { UNKNOWN_ERROR: 'Hindi kilalang error' }),
        '../../locales/en/common.json': track('en/common', { hello: 'Hello' }),
      },
      'fil',
    );
    expect(i18n.t('hello')).toBe('Kumusta');
    expect(i18n.t('errors:UNKNOWN_ERROR')).toBe('Hindi kilalang error');
    expect(fetched.sort()).toEqual(['ty/common', 'ty/errors']);

    await i18n.changeLanguage('en');
    expect(i18n.t('hello')).toBe('Hello');
    expect(fetched).toContain('en/common');
  });

  it('treats a missing namespace file as empty instead of failing', async () => {
    const i18n = await startI18n({ '../../locales/th/errors.json': json({ NOT_FOUND: 'ไม่พบข้อมูลที่คุณต้องการ' }) }, 'th');
    expect(i18n.t('errors:NOT_FOUND')).toBe('ไม่พบข้อมูลที่คุณต้องการ');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
  });

  it('retries a failed fetch and then succeeds', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('network')) : Promise.resolve({ default: { hello: 'Hello' } });
    };
    const i18n = await startI18n({ '../../locales/en/common.json': flaky }, 'en');
    expect(i18n.t('hello')).toBe('Hello');
    expect(calls).toBe(2);
  });
});
