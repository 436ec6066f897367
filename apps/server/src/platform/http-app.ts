import { SERVER_VERSION } from './version.js';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordRoutes, securitySchemes } from './define-route.js';
import { guardedValidatorCompiler, registerInputGuard } from './input-guard.js';
import { registerLoadShedding, type LoadShedding } from './load-shedding.js';
import { setWorkLimits, type WorkLimits } from './work-gate.js';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The HTTP shell every instance of the app runs in: Fastify with the zod compilers, the route
 * table's recorder and compression. buildApp (app.ts) adds the modules.
 */
export async function createHttpApp(
  settings: {
    logger: FastifyServerOptions['logger'];
    trustedProxies: string[];
    workLimits: WorkLimits;
    loadShedding: LoadShedding | null;
  },
  opts: FastifyServerOptions,
) {
  const app = Fastify({
    logger: settings.logger,
    // X-Forwarded-For is believed only from these proxies, so request.ip is the client's address.
    trustProxy: settings.trustedProxies.length > 0 ? settings.trustedProxies : false,
    bodyLimit: 6 * 1024 * 1024,
    // Every schema is zod: Fastify is given the zod compilers up front, so it never loads Ajv and
    // fast-json-stringify (a third of a second of every start, for nothing).
    schemaController: {
      // (Fastify types these factories as Ajv's; zod's compilers are called the same way.)
      compilersFactory: {
        buildValidator: (() => guardedValidatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
      },
    },
    ...opts,
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  // zod's validator behind the one input check every route gets (no NUL in any string).
  app.setValidatorCompiler(guardedValidatorCompiler);
  registerInputGuard(app);
  // First of all hooks: a process over its thresholds answers 503 before doing any work.
  if (settings.loadShedding) await registerLoadShedding(app, settings.loadShedding);
  setWorkLimits(settings.workLimits);
  app.setSerializerCompiler(serializerCompiler);
  // Text answers (JSON, HTML) of 1 KB or more go out compressed, Brotli or gzip as the client
  // accepts — a game list or the catalogue's vendors shrink five- to tenfold on a phone's network.
  // Brotli at quality 4: near gzip's speed per answer. The web app's files come precompressed
  // from its build (web-app.ts); event streams are left alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return app;
}

/** The OpenAPI document of every route registered after it, served at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fortuna API', version: SERVER_VERSION, description: 'Player site and agent back-office API' },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  // staticCSP: the docs page answers its own Content-Security-Policy (hashes of its inline scripts).
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
