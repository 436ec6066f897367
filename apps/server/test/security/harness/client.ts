/**
 * How security tests talk to the server: plain `fetch` over loopback, like any client. Bodies of
 * `enc` endpoints are encrypted with the server's public key through the contracts' own function
 * (as the web app does). SMS codes and e-mails come from the demo's loopback inbox
 * (`/dev/api/inbox`, on under DEMO_ENV only); captchas from the planted pool (captcha-pool.ts).
 */
import { encryptPayload, type EncPublicKey } from '@fortuna/contracts';
import type { SecurityServer } from './server.js';

export type Answer<T = unknown> = {
  status: number;
  headers: Headers;
  /** The parsed JSON body (the `{ success, code, value }` envelope on API routes); null when not JSON. */
  body: { success: boolean; code: string; message?: string; value: T } | null;
  text: string;
};

export type CallOptions = { token?: string; headers?: Record<string, string>; signal?: AbortSignal };

async function toAnswer<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let body: Answer<T>['body'] = null;
  try {
    body = JSON.parse(text) as Answer<T>['body'];
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, body, text };
}

export type Client = ReturnType<typeof createClient>;

export function createClient(server: Pick<SecurityServer, 'baseUrl' | 'captchas'>) {
  let publicKey: Promise<EncPublicKey> | null = null;

  async function call<T = unknown>(method: string, url: string, body?: unknown, opts: CallOptions = {}) {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
      redirect: 'manual',
    });
    return toAnswer<T>(res);
  }

  /**
   * The server's `enc` key. A busy server sheds load with 503 and Retry-After (as a client would,
   * it waits and asks again, up to 5 times); any other refusal fails with the answer.
   */
  async function fetchPublicKey(): Promise<EncPublicKey> {
    for (let attempt = 1; ; attempt++) {
      const answer = await call<EncPublicKey>('GET', '/wps/system/publicKey');
      if (answer.status === 200 && answer.body?.value) return answer.body.value;
      if (answer.status !== 503 || attempt === 5) throw new Error(`public key: ${answer.status} ${answer.text}`);
      const wait = Math.min(5, Number(answer.headers.get('retry-after')) || 1) * 1000;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  async function encrypted(body: unknown) {
    publicKey ??= fetchPublicKey().catch((error: unknown) => {
      publicKey = null; // not kept: the next call asks again
      throw error;
    });
    return encryptPayload(await publicKey, body, Date.now());
  }

  const api = {
    baseUrl: server.baseUrl,
    call,
    get: <T = unknown>(url: string, opts?: CallOptions) => call<T>('GET', url, undefined, opts),
    post: <T = unknown>(url: string, body?: unknown, opts?: CallOptions) => call<T>('POST', url, body ?? {}, opts),
    put: <T = unknown>(url: string, body?: unknown, opts?: CallOptions) => call<T>('PUT', url, body ?? {}, opts),
    delete: <T = unknown>(url: string, opts?: CallOptions) => call<T>('DELETE', url, undefined, opts),
    /** POST/PUT of an `enc` endpoint: the body encrypted as the web client sends it. */
    sendEnc: async <T = unknown>(method: 'POST' | 'PUT', url: string, body: unknown, opts?: CallOptions) =>
      call<T>(method, url, await encrypted(body), opts),

    /** Username login with a correct slider (and the image captcha when `withImage`). */
    login: (
      username: string,
      password: string,
      extra: { withImage?: boolean; entry?: string; verification?: { method: string; value: string } } = {},
    ) =>
      api.sendEnc<{ token: string }>('POST', '/wps/session/login', {
        type: 'username',
        username,
        password,
        slider: server.captchas.slider(),
        ...(extra.withImage ? server.captchas.image() : {}),
        ...(extra.entry ? { entry: extra.entry } : {}),
        ...(extra.verification ? { verification: extra.verification } : {}),
      }),

    /** Sets the withdraw password with the login password as proof, as My account does. */
    setPaymentPassword: (token: string, loginPassword: string, paymentPassword: string) =>
      api.sendEnc(
        'POST',
        '/wps/member/paymentPassword',
        { loginPassword, newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword },
        { token },
      ),

    /** Changes the login password, as the change-password form does. */
    changePassword: (token: string, oldPassword: string, newPassword: string) =>
      api.sendEnc(
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword, confirmNewPassword: newPassword },
        { token },
      ),

    /** A session token of a member, or an error naming the refusal. */
    async token(username: string, password: string): Promise<string> {
      const answer = await api.login(username, password);
      const token = answer.body?.value?.token;
      if (answer.status !== 200 || !token) throw new Error(`login of ${username} refused: ${answer.text}`);
      return token;
    },

    /** The demo inbox (loopback only, DEMO_ENV): messages to `to` (E.164 for SMS, address for e-mail), newest first. */
    async inbox(to: string, channel: 'sms' | 'email' = 'sms') {
      const answer = await api.get<Array<{ body: string; subject: string; recipient: string }>>(
        `/dev/api/inbox?channel=${channel}&to=${encodeURIComponent(to)}`,
      );
      if (answer.status !== 200) throw new Error(`the inbox answered ${answer.status}: ${answer.text}`);
      return answer.body?.value ?? [];
    },

    /** The 6-digit code of the latest SMS (or e-mail) to `to`, or null. */
    async latestCode(to: string, channel: 'sms' | 'email' = 'sms'): Promise<string | null> {
      const [latest] = await api.inbox(to, channel);
      return latest ? (/\b(\d{6})\b/.exec(`${latest.subject} ${latest.body}`)?.[1] ?? null) : null;
    },
  };
  return api;
}

/** A username nobody has yet (letters first, 6–16 characters, as the demo brand's rule wants). */
let usernameCounter = 0;
export const newUsername = (prefix = 'sec') => {
  usernameCounter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${usernameCounter}`.slice(0, 16);
};
