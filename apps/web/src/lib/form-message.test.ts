import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, messageText, rulesResolver, serverFieldErrors } from './form-message';

describe('form messages', () => {
  it('carries min and max with the key', () => {
    const message = encodeMessage('validation:DIGITS', { min: 10, max: 10 });
    expect(decodeMessage(message)).toEqual({ key: 'validation:DIGITS', values: { min: 10, max: 10 } });
    expect(encodeMessage('validation:required')).toBe('validation:required');
  });

  it('translates through the given t, leaving no message as undefined', () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}:${JSON.stringify(values ?? {})}`;
    expect(messageText(t, 'validation:LENGTH|{"min":2,"max":5}')).toBe('validation:LENGTH:{"min":2,"max":5}');
    expect(messageText(t, undefined)).toBeUndefined();
  });

  it('maps the server field errors to form field names', () => {
    expect(
      serverFieldErrors({ errors: [{ path: 'body.username', message: 'validation:LETTER_START_ALNUM' }, { bad: 1 }] }),
    ).toEqual([{ field: 'username', message: 'validation:LETTER_START_ALNUM' }]);
    expect(serverFieldErrors(null)).toEqual([]);
  });

  it('turns a rules function into form errors, or passes the values on', async () => {
    const rules = (v: { name: string }): Record<string, string> => (v.name ? {} : { name: 'validation:required' });
    const resolve = rulesResolver(rules);
    const options = { fields: {}, shouldUseNativeValidation: undefined };
    expect(await resolve({ name: '' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'rule', message: 'validation:required' } },
    });
    expect(await resolve({ name: 'x' }, undefined, options)).toEqual({ values: { name: 'x' }, errors: {} });
  });
});
