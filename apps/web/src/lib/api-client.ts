import type { Envelope } from '@fortuna/contracts';
import type { EncPublicKey } from '@fortuna/contracts/enc';
import {
  routePath,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type Route,
} from '@fortuna/contracts/endpoints/endpoint';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { sessionStore } from './storage';

/**
 * One fetch wrapper for every call: adds the bearer token, unwraps the `{ success, code,
 * message, value }` envelope and throws {@link ApiError} for anything that is not a success.
 * `code` is the contract's stable key (translated with the `errors` namespace); the two
 * transport failures get their own codes so the UI can show the spec §8 wording.
 */
// Codes equal the `errors` namespace keys of the spec §8 wording, so translateError(code) finds them.
export const NETWORK_ERROR = 'networkAbnormal';
export const TIMEOUT_ERROR = 'pageLoadTimeout';
export const NETWORK_MESSAGE = 'Network link is abnormal, please try again';
export const TIMEOUT_MESSAGE = 'The page took longer time to load, please check your network connectivity';
/** Spec §9 chunk/request time-out. */
export const REQUEST_TIMEOUT_MS = 120_000;

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** `enc` endpoints (spec §7): the JSON body is sealed with the server's public key. */
  enc?: boolean;
  /** Send the body as application/x-www-form-urlencoded (forgot password by e-mail). */
  form?: boolean;
  /** Send this file as the raw body with its own type (image uploads: png or jpg). */
  file?: Blob;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * Called when a call made with a session token answers NOT_LOGGED_IN (401): the session is over
 * (expired, revoked, signed out elsewhere). The app registers one handler that clears the
 * session and opens the login popup; the client itself knows nothing of stores or modals.
 */
let onSessionExpired: (() => void) | null = null;
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

/**
 * Called when a call answers PASSWORD_CHANGE_REQUIRED (403): the session was opened with a weak
 * default or expired password and the server opens nothing but the password change until then.
 * The app registers one handler that opens the change-password modal.
 */
let onPasswordChangeRequired: (() => void) | null = null;
export function setPasswordChangeRequiredHandler(handler: (() => void) | null): void {
  onPasswordChangeRequired = handler;
}

/** Form-urlencoded text of a flat object; empty values are left out. */
export function formBody(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value as string | number | boolean));
  }
  return params.toString();
}

type PublicKey = EncPublicKey;
let publicKey: Promise<PublicKey> | null = null;

/**
 * The `enc` body. The encryption module (and with it zod) is loaded only when the first
 * encrypted call is made — never on the home route. The public key is fetched once per visit;
 * `fresh` drops it after the server said ENC_INVALID (the key was rotated).
 */
async function sealBody(body: unknown, fresh: boolean): Promise<unknown> {
  const { encryptPayload } = await import('@fortuna/contracts/enc');
  if (!publicKey || fresh) {
    publicKey = call(routes.system.publicKey);
    publicKey.catch(() => {
      publicKey = null;
    });
  }
  return encryptPayload(await publicKey, body);
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const isEnvelope = (data: unknown): data is Envelope<unknown> =>
  typeof data === 'object' && data !== null && 'success' in data && 'code' in data;

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.enc) return send<T>(path, options, options.body);
  try {
    return await send<T>(path, options, await sealBody(options.body, false));
  } catch (error) {
    // A rotated key: fetch the new one and try once more (a fresh nonce, so no replay).
    if (error instanceof ApiError && error.code === 'ENC_INVALID')
      return send<T>(path, options, await sealBody(options.body, true));
    throw error;
  }
}

async function send<T>(path: string, options: RequestOptions, payload: unknown): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStore.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | Blob | undefined;
  if (options.file) {
    headers['Content-Type'] = options.file.type || 'application/octet-stream';
    body = options.file;
  } else if (payload !== undefined && options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = formBody(payload);
  } else if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_ERROR, TIMEOUT_MESSAGE, 0);
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, NETWORK_MESSAGE, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): judged by the status below.
  }
  if (isEnvelope(data)) {
    if (data.success && response.ok) return data.value as T;
    // Only a call that carried a token can find its session gone (a wrong password is 401 too).
    if (token && response.status === 401 && data.code === 'NOT_LOGGED_IN') onSessionExpired?.();
    if (token && data.code === 'PASSWORD_CHANGE_REQUIRED') onPasswordChangeRequired?.();
    throw new ApiError(data.code, data.message, response.status, data.value);
  }
  if (!response.ok)
    throw new ApiError(response.status >= 500 ? NETWORK_ERROR : 'UNKNOWN_ERROR', NETWORK_MESSAGE, response.status);
  throw new ApiError('UNKNOWN_ERROR', 'Unknown error', response.status);
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal });

/** Per-call options that are not part of the endpoint's input. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'file'>;

type CallArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of the contracts' table: method, path, enc and body encoding come from its
 * row, input and output types from its schemas; path parameters are filled in, the query is
 * encoded, the envelope unwrapped.
 */
export function call<E extends Endpoint>(
  route: Route<E>,
  ...[input, options]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  };
  return apiRequest<EndpointOutput<E>>(routePath(route.path, params), {
    method: route.method,
    query,
    body,
    enc: route.enc,
    form: route.bodyKind === 'form',
    ...options,
  });
}
