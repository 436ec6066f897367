import type { Envelope } from '@fortuna/contracts';
import {
  routePath,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type Route,
} from '@fortuna/contracts/endpoints/endpoint';
import { session } from './session';

/** Codes of the two transport failures (translated in the `errors` namespace like the API's). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
const TIMEOUT_MS = 60_000;

/** An answer that is not a success: the envelope's code, message and value (field errors, captcha flag). */
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
  /** The field errors of a VALIDATION_FAILED answer. */
  get fieldErrors(): { path: string; message: string }[] {
    const errors = (this.value as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as { path: string; message: string }[]) : [];
  }
}

const isEnvelope = (data: unknown): data is Envelope<unknown> =>
  typeof data === 'object' && data !== null && 'success' in data && 'code' in data;

function buildUrl(path: string, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value as string | number));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

type CallArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, signal?: AbortSignal]
    : [input: EndpointInput<E>, signal?: AbortSignal];

/**
 * Calls an endpoint of the contracts' table (the generated routes): the staff token as bearer,
 * path parameters filled in, the envelope unwrapped; anything else throws {@link ApiError}. A call
 * made with a token that answers 401 NOT_LOGGED_IN ends the session (back to login).
 */
export async function call<E extends Endpoint>(
  route: Route<E>,
  ...[input, signal]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(routePath(route.path, params), query);
  return send(route.method, url, headers, body === undefined ? undefined : JSON.stringify(body), signal);
}

/**
 * Sends a file as the raw body of an endpoint that takes one (`bodyKind: 'image'`: a banner's
 * picture), with its own content type; the answer is unwrapped as {@link call}'s.
 */
export async function upload<E extends Endpoint>(
  route: Route<E>,
  params: Record<string, string | number>,
  file: Blob,
): Promise<EndpointOutput<E>> {
  return send(route.method, routePath(route.path, params), { 'Content-Type': file.type }, file);
}

async function send<T>(
  method: string,
  url: string,
  extraHeaders: Record<string, string>,
  body: BodyInit | undefined,
  signal?: AbortSignal,
): Promise<T> {
  const token = session.token();
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 'The network is not answering', 0);
  }
  const data: unknown = await response.json().catch(() => null);
  if (isEnvelope(data)) {
    if (data.success && response.ok) return data.value as T;
    if (token && response.status === 401 && data.code === 'NOT_LOGGED_IN') session.end();
    throw new ApiError(data.code, data.message, response.status, data.value);
  }
  throw new ApiError(NETWORK_ERROR, `Unexpected answer (${response.status})`, response.status);
}
