import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './error-handler.js';

/** Paths that belong to the API: an unknown one is a 404 envelope, never a page. */
const API_PREFIXES = [
  '/wps',
  '/lgw',
  '/lotto',
  '/api',
  '/docs',
  '/dev/api',
  '/house',
  '/media',
  '/sandbox-gateway',
  '/console/api',
];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/** Where the operator console is served (apps/console, Vite base `/console/`). */
export const CONSOLE_PREFIX = '/console';
export const isConsolePath = (url: string) => url === CONSOLE_PREFIX || url.startsWith(`${CONSOLE_PREFIX}/`);

/** Vite fingerprints everything under assets/; the HTML must always be revalidated. */
const setHeaders = (reply: { header(name: string, value: string): unknown }, filePath: string) => {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
};

const hasIndex = (dist: string | null): dist is string => dist !== null && fs.existsSync(path.join(dist, 'index.html'));

/**
 * Serves the built web app (apps/web/dist) at `/` and the built operator console
 * (apps/console/dist) at `/console/`, each with history-mode fallback: any GET of a non-API path
 * that is not a file answers its app's index.html (the console's for `/console/...`), so deep
 * links and reloads work.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  consoleDist: string | null = null,
): Promise<void> {
  const hasWeb = hasIndex(webDist);
  const hasConsole = hasIndex(consoleDist);
  const common = {
    // One catch-all route that looks files up when asked, instead of a route per file made by
    // globbing the build at start (~380 routes, ~0.1 s of every start).
    wildcard: true,
    preCompressed: true,
    // A directory (`/`, `/assets/`) answers its index.html; one without goes to the not-found
    // handler below, which answers the app's index.html for page paths.
    index: ['index.html'],
    // @fastify/static 10 hands the Fastify reply here (not the raw response).
    setHeaders,
  };
  if (hasWeb) await app.register(fastifyStatic, { ...common, root: webDist });
  else app.log.warn({ webDist }, 'web app build not found: only the API is served');
  if (hasConsole)
    // reply.sendFile is the web app's (decorated once); the fallback below names this root.
    await app.register(fastifyStatic, {
      ...common,
      root: consoleDist,
      prefix: `${CONSOLE_PREFIX}/`,
      decorateReply: !hasWeb,
    });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const root = isConsolePath(url) ? (hasConsole ? consoleDist : null) : hasWeb ? webDist : null;
    if (!root || !wantsPage || isApiPath(url) || (path.extname(url) !== '' && !url.endsWith('.html'))) {
      return reply.status(404).send(notFoundEnvelope());
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root);
  });
}
