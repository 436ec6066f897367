import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './error-handler.js';

/** Paths that belong to the API: an unknown one is a 404 envelope, never the web app. */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/api', '/docs', '/dev/api', '/house', '/media', '/sandbox-gateway'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/**
 * Serves the built web app (apps/web/dist) with history-mode fallback: any GET of a non-API
 * path that is not a file answers index.html, so deep links and reloads work.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One catch-all route that looks files up when asked, instead of a route per file made by
      // globbing the build at start (~380 routes, ~0.1 s of every start).
      wildcard: true,
      preCompressed: true,
      // A directory (`/`, `/assets/`) answers its index.html; one without goes to the not-found
      // handler below, which answers the app's index.html for page paths.
      index: ['index.html'],
      // @fastify/static 10 hands the Fastify reply here (not the raw response).
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        // Vite fingerprints everything under assets/; the HTML must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app build not found: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !wantsPage || isApiPath(url) || (path.extname(url) !== '' && !url.endsWith('.html'))) {
      return reply.status(404).send(notFoundEnvelope());
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
