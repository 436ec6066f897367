import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createErrorTranslator } from './translate-error';

async function translatorWith(errors: Record<string, unknown>) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'fil',
    resources: { fil: { errors, common: { secret: 'not an error' } } },
    defaultNS: 'common',
    showSupportNotice: false,
  });
  return createErrorTranslator(i18n);
}

describe('translateError', () => {
  it('uses the catalogue text of a known code', async () => {
    const translateError = await translatorWith({ NOT_LOGGED_IN: 'Hindi ka pa naka-log in.' });
    expect(translateError('NOT_LOGGED_IN', 'You are not logged in')).toBe('Hindi ka pa naka-log in.');
  });

  it("falls back to the server's message for a code it does not know", async () => {
    const translateError = await translatorWith({ UNKNOWN_ERROR: 'Hindi kilalang error' });
    expect(translateError('SOMETHING_NEW', 'Server says no')).toBe('Server says no');
  });

  it('ends with the translated unknown error, then the English one', async () => {
    expect((await translatorWith({ UNKNOWN_ERROR: 'Hindi kilalang error' }))('SOMETHING_NEW')).toBe(
      'Hindi kilalang error',
    );
    expect((await translatorWith({}))('SOMETHING_NEW', '  ')).toBe('Unknown error');
  });

  it('translates phone-auth service codes, unknown ones as the service-unknown message', async () => {
    const translateError = await translatorWith({
      phoneAuth: { 'code-expired': 'Nag-expire na ang code.', unknown: 'Hindi kilalang error sa serbisyo.' },
    });
    expect(translateError('auth/code-expired')).toBe('Nag-expire na ang code.');
    expect(translateError('auth/brand-new-code')).toBe('Hindi kilalang error sa serbisyo.');
  });

  it('fills placeholders', async () => {
    const translateError = await translatorWith({ chunkLoadFailed_timeout: 'Nabigo ang chunk {{id}}.' });
    expect(translateError('chunkLoadFailed_timeout', undefined, { id: 7 })).toBe('Nabigo ang chunk 7.');
  });

  it('never returns a group object or another namespace', async () => {
    const translateError = await translatorWith({ phoneAuth: { unknown: 'x' } });
    expect(translateError('phoneAuth', 'fallback')).toBe('fallback');
    expect(translateError('common:secret', 'fallback')).toBe('fallback');
  });
});
