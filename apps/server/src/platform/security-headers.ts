import type { FastifyInstance } from 'fastify';

/** Conservative security headers on every answer (the web app has no inline scripts). */
export function securityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (request.url.startsWith('/wps') || request.url.startsWith('/lgw')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
