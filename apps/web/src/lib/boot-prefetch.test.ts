import fs from 'node:fs';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LOCALE_LANGS } from '@fortuna/contracts/storage-keys';
import { bootImageHost, takeBoot } from './boot-prefetch';

type Boot = { [call: string]: Promise<unknown> | string | undefined };
const g = globalThis as { __fortunaBoot?: Boot };
afterEach(() => {
  delete g.__fortunaBoot;
});

const ok = (value: unknown) => Promise.resolve({ success: true, code: 'OK', message: 'OK', value });

describe('boot prefetch', () => {
  it('hands the prefetched status over once', async () => {
    g.__fortunaBoot = { status: ok({ status: 0 }) };
    expect(await takeBoot('status')).toEqual({ status: 0 });
    expect(await takeBoot('status')).toBeUndefined(); // the next call is the app's own
  });

  it('yields nothing for a failed or refused call, so the app makes it itself', async () => {
    g.__fortunaBoot = { status: Promise.reject(new Error('offline')) };
    expect(await takeBoot('status')).toBeUndefined();
    g.__fortunaBoot = { status: Promise.resolve({ success: false, code: 'X', message: 'x', value: null }) };
    expect(await takeBoot('status')).toBeUndefined();
    delete g.__fortunaBoot;
    expect(await takeBoot('status')).toBeUndefined();
  });

  it('uses the banners only in the language they were asked for', async () => {
    g.__fortunaBoot = { 'banners:TY': ok([{ id: 1 }]) };
    expect(await takeBoot('banners:EN')).toBeUndefined();
    expect(await takeBoot('banners:TY')).toEqual([{ id: 1 }]);
    expect(await takeBoot('banners:TY')).toBeUndefined();
  });

  it('keeps the preloaded image host only while it is one of the CDNs', () => {
    g.__fortunaBoot = { imageHost: 'https://a.example' };
    expect(bootImageHost(['https://a.example', 'https://b.example'])).toBe('https://a.example');
    expect(bootImageHost(['https://b.example'])).toBeUndefined();
  });
});

describe("index.html's boot script", () => {
  const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  function run(pathname: string, stored: string | null) {
    const fetched: string[] = [];
    const appended: Array<Record<string, string>> = [];
    const window: { __fortunaBoot?: Boot } = {};
    const context = {
      window,
      location: { pathname },
      localStorage: { getItem: () => stored },
      fetch: (url: string) => {
        fetched.push(url);
        const value = url.startsWith('/wps/system/status') ? { imageCDNs: ['/media'] } : [{ url: '/banners/8.svg' }];
        return Promise.resolve({ json: () => Promise.resolve({ success: true, value }) });
      },
      document: {
        createElement: () => {
          const el: Record<string, string> & { setAttribute?: (k: string, v: string) => void } = {};
          el.setAttribute = (k, v) => void (el[k] = v);
          return el;
        },
        head: { appendChild: (el: Record<string, string>) => appended.push(el) },
      },
      Promise,
      Math,
    };
    vm.runInNewContext(script, context);
    return { fetched, appended, boot: window.__fortunaBoot };
  }

  it('mirrors the contracts: languages and the default', () => {
    expect(script).toContain(`[${LOCALE_LANGS.map((l) => `'${l}'`).join(', ')}]`);
    expect(script).toContain(`language = '${DEFAULT_LANG}'`);
  });

  it('on home asks for the status and the banners of the stored language, then preloads the first banner', async () => {
    const { fetched, appended, boot } = run('/', 'EN');
    expect(fetched).toEqual(['/wps/system/status', '/wps/content/banners?groupName=w_home&language=EN']);
    expect(Object.keys(boot ?? {})).toContain('banners:EN');
    await new Promise((r) => setTimeout(r, 0));
    expect(appended).toEqual([
      expect.objectContaining({ rel: 'preload', as: 'image', href: '/media/banners/8.svg', fetchpriority: 'high' }),
    ]);
    expect(boot?.imageHost).toBe('/media');
  });

  it('falls back to the default language and leaves the banners to other routes', () => {
    expect(run('/home', 'XX').fetched[1]).toBe(`/wps/content/banners?groupName=w_home&language=${DEFAULT_LANG}`);
    expect(run('/seamless', 'EN').fetched).toEqual(['/wps/system/status']);
  });
});
