import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BetRecordPage,
  BetRecordQuery,
  envelope,
  LaunchGameQuery,
  LaunchGameResult,
  ProfitQuery,
  ProfitReport,
  SEAMLESS_HEADERS,
  SeamlessAuthenticateRequest,
  SeamlessBalance,
  SeamlessBalanceRequest,
  SeamlessCreditRequest,
  SeamlessDebitRequest,
  SeamlessMoneyResult,
  SeamlessRollbackRequest,
  SeamlessSession,
} from '@fortuna/contracts';
import { bearerToken, currentMember } from '../../platform/auth.js';
import { AppError, ok } from '../../platform/errors.js';

const security = [{ bearer: [] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw body of a seamless-wallet call: its SHA-256 is part of the signature. */
    rawBody?: string;
    /** The provider whose signature the call carries (seamless routes). */
    provider?: string;
  }
}

/** Launch, betting records and profit and loss: the member's side of playing. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const play = app.services.play;

  app.get(
    '/wps/game/launchGame',
    {
      // A visitor may open a free trial; everything else needs the session.
      preHandler: async (request) => {
        if (bearerToken(request)) await app.authenticate(request);
      },
      schema: {
        tags: ['games'],
        security,
        summary: 'Launch URL of a game: a single-use, short-lived token on a random launch host',
        querystring: LaunchGameQuery,
        response: { 200: envelope(LaunchGameResult) },
      },
    },
    async (request) => ok(await play.launch(request.member, request.query)),
  );

  app.get(
    '/wps/member/bets',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        security,
        summary: 'Betting records (personalHistoryCopy): the member’s rounds with totals',
        querystring: BetRecordQuery,
        response: { 200: envelope(BetRecordPage) },
      },
    },
    async (request) => ok(await play.bets(currentMember(request).id, request.query)),
  );

  app.get(
    '/wps/member/profit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        security,
        summary: 'Profit and loss (personalProfit) per day and per category',
        querystring: ProfitQuery,
        response: { 200: envelope(ProfitReport) },
      },
    },
    async (request) => ok(await play.profit(currentMember(request).id, request.query)),
  );
};

/**
 * The seamless-wallet API game providers call, under /seamless/v1. Every call is signed
 * (HMAC-SHA256 over method, path, timestamp, nonce and body hash); the body is read raw so the
 * hash is of the bytes that were signed.
 */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
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
  const tags = ['seamless wallet'];
  const provider = (request: { provider?: string }) => request.provider as string;

  app.post(
    '/seamless/v1/authenticate',
    {
      schema: {
        tags,
        summary: 'Opens a game session with a launch token',
        body: SeamlessAuthenticateRequest,
        response: { 200: envelope(SeamlessSession) },
      },
    },
    async (request) => ok(await seamless.authenticate(provider(request), request.body.launchToken)),
  );
  app.post(
    '/seamless/v1/balance',
    {
      schema: {
        tags,
        summary: 'The player’s balance',
        body: SeamlessBalanceRequest,
        response: { 200: envelope(SeamlessBalance) },
      },
    },
    async (request) => ok(await seamless.balance(provider(request), request.body.sessionId)),
  );
  app.post(
    '/seamless/v1/debit',
    {
      schema: {
        tags,
        summary: 'A bet (idempotent by transactionId)',
        body: SeamlessDebitRequest,
        response: { 200: envelope(SeamlessMoneyResult) },
      },
    },
    async (request) => ok(await seamless.debit(provider(request), request.body)),
  );
  app.post(
    '/seamless/v1/credit',
    {
      schema: {
        tags,
        summary: 'A win or a lost round’s settlement (idempotent)',
        body: SeamlessCreditRequest,
        response: { 200: envelope(SeamlessMoneyResult) },
      },
    },
    async (request) => ok(await seamless.credit(provider(request), request.body)),
  );
  app.post(
    '/seamless/v1/rollback',
    {
      schema: {
        tags,
        summary: 'Undoes a bet of an unsettled round (idempotent)',
        body: SeamlessRollbackRequest,
        response: { 200: envelope(SeamlessMoneyResult) },
      },
    },
    async (request) => ok(await seamless.rollback(provider(request), request.body)),
  );
};
