import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { envelope, SEAMLESS_HEADERS, type StaffPermission } from '@fortuna/contracts';
import type { Auth, BodyKind, Endpoint, EndpointRequest } from '@fortuna/contracts/endpoints';
import { bearerToken } from './auth.js';
import { ok } from './errors.js';

/** A request of an endpoint: params, query and body typed by its schemas (after validation). */
export type EndpointRequestOf<E extends Endpoint> = FastifyRequest & EndpointRequest<E>;

type ValueOf<E extends Endpoint> = E['schemas'] extends { response: infer R extends z.ZodType } ? z.input<R> : unknown;

/** Server-side details a row of the table does not fix (serialisers, body limits, when auth runs). */
export type RouteExtras = Pick<RouteShorthandOptions, 'serializerCompiler' | 'bodyLimit'> & {
  /**
   * 'onRequest': refuse the caller before the body is read (large uploads). Default:
   * preValidation, so a caller without a session learns nothing of the input's rules.
   */
  authAt?: 'onRequest' | 'preValidation';
};

type Hook = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
type AsyncHook = (request: FastifyRequest) => Promise<void>;

/** The hook that enforces a row's `auth`; signatures and game sessions are checked by their own scope. */
function authHook(app: FastifyInstance, auth: Auth, permission?: StaffPermission): Hook | AsyncHook | undefined {
  switch (auth) {
    case 'session':
      return app.authenticate;
    case 'member':
      return app.authorize('member', 'agent');
    case 'agent':
      return app.authorize('agent');
    case 'staff':
      return app.authorizeStaff(permission);
    case 'visitorOrSession':
      return async (request: FastifyRequest) => {
        if (bearerToken(request)) await app.authenticate(request);
      };
    case 'optionalSession':
      // A callback hook: most public calls carry no token and pay no promise.
      return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
        if (!bearerToken(request)) return done();
        app.authenticate(request).then(
          () => done(),
          () => {
            request.member = null;
            done();
          },
        );
      };
    default:
      return undefined;
  }
}

const SECURITY: Partial<Record<Auth, Array<Record<string, string[]>>>> = {
  optionalSession: [{}, { bearer: [] }],
  visitorOrSession: [{}, { bearer: [] }],
  session: [{ bearer: [] }],
  member: [{ bearer: [] }],
  agent: [{ bearer: [] }],
  staff: [{ staffBearer: [] }],
  providerSignature: [{ providerSignature: [] }],
  gatewaySignature: [{ gatewaySignature: [] }],
  gameSession: [{ gameSession: [] }],
};

/** The OpenAPI security schemes the rows' `auth` refers to (app.ts hands them to @fastify/swagger). */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', description: "A member's session token" },
  staffBearer: { type: 'http', scheme: 'bearer', description: "A staff member's console session token" },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: SEAMLESS_HEADERS.signature,
    description: `HMAC-SHA256 of a game provider, with ${SEAMLESS_HEADERS.provider}, ${SEAMLESS_HEADERS.timestamp} and ${SEAMLESS_HEADERS.nonce}`,
  },
  gatewaySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-signature',
    description: 't=<unix seconds>,v1=<HMAC-SHA256 over "<t>.<raw body>">',
  },
  gameSession: { type: 'http', scheme: 'bearer', description: "The house provider's game-session token" },
} as const;

const CONSUMES: Partial<Record<BodyKind, string[]>> = {
  form: ['application/x-www-form-urlencoded'],
  image: ['image/png', 'image/jpeg'],
};

function schemaOf(endpoint: Endpoint): FastifySchema {
  const { params, query, body, response } = endpoint.schemas;
  const security = SECURITY[endpoint.auth];
  const consumes = CONSUMES[endpoint.bodyKind];
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    ...(security && { security }),
    ...(consumes && { consumes }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    // Only the envelope is checked on the way out; other answers are pages, files and streams.
    ...(response && endpoint.responseKind === 'envelope' && { response: { 200: envelope(response) } }),
  };
}

function register(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  { authAt = 'preValidation', ...extras }: RouteExtras,
): void {
  const hook = authHook(app, endpoint.auth, endpoint.permission);
  const options = {
    method: endpoint.method as HTTPMethods,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { enc: endpoint.enc, duringPasswordChange: endpoint.duringPasswordChange },
    ...(hook && { [authAt]: hook }),
    ...extras,
    handler,
  };
  app.route(options);
}

/**
 * Registers a JSON endpoint of the table: method, path, schemas, auth, enc and its OpenAPI entry
 * come from the row; the handler only answers the envelope's value.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequestOf<E>, reply: FastifyReply) => Promise<ValueOf<E>> | ValueOf<E>,
  extras: RouteExtras = {},
): void {
  if (endpoint.responseKind !== 'envelope') throw new Error(`${endpoint.path} is not an envelope endpoint`);
  register(app, endpoint, async (request, reply) => ok(await handler(request as EndpointRequestOf<E>, reply)), extras);
}

/**
 * Registers an endpoint that answers something other than the envelope (artwork, images, pages,
 * event streams, redirects, plain JSON): the handler writes the reply itself.
 */
export function defineRawRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequestOf<E>, reply: FastifyReply) => unknown,
  extras: RouteExtras = {},
): void {
  if (endpoint.responseKind === 'envelope') throw new Error(`${endpoint.path} answers the envelope: use defineRoute`);
  register(app, endpoint, handler as (request: FastifyRequest, reply: FastifyReply) => unknown, extras);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (method and path), for the endpoint-table test. */
    registeredRoutes: () => ReadonlyArray<{ method: string; url: string }>;
  }
}

/** Records every route the app registers, whoever registers it (plugins included). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', () => routes);
}
