import type { z } from 'zod';
import type { StaffPermission } from '../staff.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Roles come from the member type (spec §4, §6); the last three are
 * server-to-server or game-client calls that carry their own proof instead of a member's token.
 */
export type Auth =
  /** Anybody. */
  | 'public'
  /** Anybody; a live token personalises the answer, a missing or bad one means anonymous. */
  | 'optionalSession'
  /** A visitor without a token (free trial); a token that is sent must be live. */
  | 'visitorOrSession'
  /** Any live session: members, agents, trial accounts. */
  | 'session'
  /** A real member or agent: trial accounts get TRIAL_NOT_ALLOWED. */
  | 'member'
  | 'agent'
  /**
   * A staff session of the operator console (never a member's token); the row's `permission`,
   * when set, must be one of the staff member's role (else 403).
   */
  | 'staff'
  /** A game provider's HMAC signature (seamless wallet). */
  | 'providerSignature'
  /** A payment gateway's (callback) or a merchant's (sandbox gateway API) signature over the raw body. */
  | 'gatewaySignature'
  /** The house provider's own game-session token (never a member's token). */
  | 'gameSession';

/** How the request body travels: JSON, a form post, a raw png/jpg file, or raw text checked by signature. */
export type BodyKind = 'json' | 'form' | 'image' | 'text';

/**
 * What the endpoint answers: the JSON envelope `{ success, code, message, value }` (almost all),
 * plain JSON, artwork, an uploaded image, an HTML page, a CSV export, a server-sent-event stream, a redirect, or
 * static files.
 */
export type ResponseKind =
  'envelope' | 'json' | 'svg' | 'image' | 'html' | 'csv' | 'eventStream' | 'redirect' | 'static';

export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `value` (envelope kind) or the whole JSON answer (json kind). */
  response?: z.ZodType;
};

/** One row of the endpoint table: everything the server, the clients and the OpenAPI document need. */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: Auth;
  /** The JSON body is sealed with the server's public key (spec §7 `enc`). */
  readonly enc: boolean;
  readonly bodyKind: BodyKind;
  readonly responseKind: ResponseKind;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /**
   * Open to a session whose password change is due (weak default or expired password): changing
   * the password, logging out, and what the change-password form reads. Every other call of such
   * a session answers PASSWORD_CHANGE_REQUIRED.
   */
  readonly duringPasswordChange: boolean;
  /** Console endpoints (`auth: 'staff'`): the permission the caller's role must hold; none: any staff. */
  readonly permission?: StaffPermission;
  readonly schemas: S;
};

type Spec<S extends EndpointSchemas> = {
  method: HttpMethod;
  path: string;
  auth?: Auth;
  enc?: boolean;
  bodyKind?: BodyKind;
  responseKind?: ResponseKind;
  tags?: readonly string[];
  summary: string;
  description?: string;
  duringPasswordChange?: boolean;
  permission?: StaffPermission;
} & S;

/**
 * The endpoint builder of one domain: its tags, and defaults (public, not enc, JSON body,
 * envelope answer) that the rows only override.
 */
export function endpointsOf(tags: readonly string[]) {
  return <const S extends EndpointSchemas>(spec: Spec<S>): Endpoint<Pick<S, keyof S & keyof EndpointSchemas>> => {
    const { params, query, body, response } = spec;
    const schemas = Object.fromEntries(
      Object.entries({ params, query, body, response }).filter(([, schema]) => schema !== undefined),
    ) as Pick<S, keyof S & keyof EndpointSchemas>;
    return {
      method: spec.method,
      path: spec.path,
      auth: spec.auth ?? 'public',
      enc: spec.enc ?? false,
      bodyKind: spec.bodyKind ?? 'json',
      responseKind: spec.responseKind ?? 'envelope',
      tags: spec.tags ?? tags,
      summary: spec.summary,
      ...(spec.description === undefined ? {} : { description: spec.description }),
      duringPasswordChange: spec.duringPasswordChange ?? false,
      ...(spec.permission === undefined ? {} : { permission: spec.permission }),
      schemas,
    };
  };
}

type In<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType } ? z.input<T> : undefined;
type Out<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;
type Empty = Record<never, never>;
/** A part the schema accepts empty (no fields required, or optional) may be left out. */
type Part<S, K extends string, Name extends string> = S extends { [P in K]: z.ZodType }
  ? undefined extends In<S, K>
    ? { [P in Name]?: In<S, K> }
    : Empty extends In<S, K>
      ? { [P in Name]?: In<S, K> }
      : { [P in Name]: In<S, K> }
  : { [P in Name]?: never };

/** What a client sends: path params, query and body, each as its schema accepts it. */
export type EndpointInput<E extends Endpoint> = Part<E['schemas'], 'params', 'params'> &
  Part<E['schemas'], 'query', 'query'> &
  Part<E['schemas'], 'body', 'body'>;

/** What a client receives (the envelope's value, or the plain JSON answer). */
export type EndpointOutput<E extends Endpoint> = Out<E['schemas'], 'response'>;

/** What a server handler reads from the request (after validation and defaults). */
export type EndpointRequest<E extends Endpoint> = {
  params: Out<E['schemas'], 'params'>;
  query: Out<E['schemas'], 'query'>;
  body: Out<E['schemas'], 'body'>;
};

/** What a server handler answers with (before the response schema's serialisation). */
export type EndpointValue<E extends Endpoint> = In<E['schemas'], 'response'>;

/**
 * The zod-free half of an endpoint that clients load (`routes.ts`, generated): the web app's
 * first page must not pull zod. The endpoint's types ride along at the type level only.
 */
export type Route<E extends Endpoint = Endpoint> = Pick<
  Endpoint,
  'method' | 'path' | 'auth' | 'enc' | 'bodyKind' | 'responseKind'
> & {
  /** Never set: carries the endpoint's schema types to `call`. */
  readonly endpoint?: E;
};

/** Fills `:name` path parameters. */
export function routePath(path: string, params?: Record<string, string | number>): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A client route (what `routes.ts` is made of); the defaults are those of `endpointsOf`. */
export function route<E extends Endpoint>(
  method: HttpMethod,
  path: string,
  auth: Auth,
  more: { enc?: boolean; bodyKind?: BodyKind; responseKind?: ResponseKind } = {},
): Route<E> {
  return {
    method,
    path,
    auth,
    enc: more.enc ?? false,
    bodyKind: more.bodyKind ?? 'json',
    responseKind: more.responseKind ?? 'envelope',
  };
}
