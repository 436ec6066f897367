import type { FastifyPluginAsync } from 'fastify';
import { SEAMLESS_HEADERS } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw body of a seamless-wallet call: its SHA-256 is part of the signature. */
    rawBody?: string;
    /** The provider whose signature the call carries (seamless routes). */
    provider?: string;
  }
}

/** Launch, betting records and profit and loss: the member's side of playing. */
export const playRoutes: FastifyPluginAsync = async (app) => {
  const play = app.services.play;
  // A visitor may open a free trial; everything else needs the session.
  defineRoute(app, endpoints.play.launchGame, (request) => play.launch(request.member, request.query));
  defineRoute(app, endpoints.play.bets, (request) => play.bets(currentMember(request).id, request.query));
  defineRoute(app, endpoints.play.profit, (request) => play.profit(currentMember(request).id, request.query));
};

/**
 * The seamless-wallet API game providers call, under /seamless/v1. Every call is signed
 * (HMAC-SHA256 over method, path, timestamp, nonce and body hash); the body is read raw so the
 * hash is of the bytes that were signed.
 */
export const seamlessRoutes: FastifyPluginAsync = async (app) => {
  const seamless = app.services.seamless;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new AppError('VALIDATION_FAILED', 'The body is not valid JSON'), undefined);
    }
  });
  // Before validation: an unsigned call is refused as such, whatever its body.
  app.addHook('preValidation', async (request) => {
    const header = (name: string) => {
      const v = request.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const provider = header(SEAMLESS_HEADERS.provider);
    const check = await seamless.verify({
      provider,
      method: request.method,
      path: request.url,
      body: request.rawBody ?? '',
      timestamp: header(SEAMLESS_HEADERS.timestamp),
      nonce: header(SEAMLESS_HEADERS.nonce),
      signature: header(SEAMLESS_HEADERS.signature),
    });
    if (!check.ok) throw new AppError('SIGNATURE_INVALID', undefined, { reason: check.reason });
    request.provider = provider;
  });
  const routes = endpoints.seamless;
  const provider = (request: { provider?: string }) => request.provider as string;

  defineRoute(app, routes.authenticate, (request) =>
    seamless.authenticate(provider(request), request.body.launchToken),
  );
  defineRoute(app, routes.balance, (request) => seamless.balance(provider(request), request.body.sessionId));
  defineRoute(app, routes.debit, (request) => seamless.debit(provider(request), request.body));
  defineRoute(app, routes.credit, (request) => seamless.credit(provider(request), request.body));
  defineRoute(app, routes.rollback, (request) => seamless.rollback(provider(request), request.body));
};
