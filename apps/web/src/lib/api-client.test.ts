import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, buildUrl, NETWORK_ERROR, NETWORK_MESSAGE } from './api-client';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('builds query strings without empty values', () => {
    expect(buildUrl('/wps/system/helpCenter', { lang: 'EN', device: 'WEB', x: undefined })).toBe(
      '/wps/system/helpCenter?lang=EN&device=WEB',
    );
    expect(buildUrl('/a', {})).toBe('/a');
  });

  it('returns the envelope value on success', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, code: 'OK', message: '', value: { a: 1 } }));
    await expect(apiGet('/x')).resolves.toEqual({ a: 1 });
  });

  it('throws a typed error carrying the code, message and status', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, {
        success: false,
        code: 'NOT_LOGGED_IN',
        message: 'You are not logged in, please login',
        value: null,
      }),
    );
    const error = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message]).toEqual([
      'NOT_LOGGED_IN',
      401,
      'You are not logged in, please login',
    ]);
  });

  it('maps a network failure to the spec wording', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect([error.code, error.message]).toEqual([NETWORK_ERROR, NETWORK_MESSAGE]);
  });

  it('maps a non-JSON gateway error to a network error', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>bad gateway</html>'));
    const error = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(NETWORK_ERROR);
  });
});

describe('api client bodies and sessions', () => {
  it('writes form-urlencoded bodies without empty values', async () => {
    const { formBody } = await import('./api-client');
    expect(formBody({ username: 'demo', email: 'a+b@x.example', skip: undefined })).toBe(
      'username=demo&email=a%2Bb%40x.example',
    );
  });

  it('reports a lost session only for calls that carried a token', async () => {
    const { setSessionExpiredHandler, apiGet: get } = await import('./api-client');
    const data = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    });
    const { sessionStore } = await import('./storage');
    let expired = 0;
    setSessionExpiredHandler(() => expired++);
    vi.stubGlobal('fetch', respond(401, { success: false, code: 'NOT_LOGGED_IN', message: 'x', value: null }));
    await get('/x').catch(() => undefined);
    expect(expired).toBe(0);
    sessionStore.set('token', 't');
    await get('/x').catch(() => undefined);
    expect(expired).toBe(1);
    vi.stubGlobal('fetch', respond(401, { success: false, code: 'INVALID_CREDENTIALS', message: 'x', value: null }));
    await get('/x').catch(() => undefined);
    expect(expired).toBe(1);
    sessionStore.remove('token');
    setSessionExpiredHandler(null);
  });
});
