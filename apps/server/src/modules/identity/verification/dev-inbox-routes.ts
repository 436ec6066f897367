import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../../platform/define-route.js';
import { AppError } from '../../../platform/errors.js';
import { isFromThisMachine } from '../../../platform/loopback.js';

const { dev } = endpoints;

/**
 * Development helpers: what the local SMS and mail providers sent (the dev inbox: DEV_INBOX,
 * on in demo mode), and — only with DEV_TOOLS, never in production — the answer of a live
 * captcha, so automated tests can act like a user who reads the picture, and the ID token the
 * local phone-auth service would issue once it proved a phone (only while PHONEAUTH is on).
 * Every one of them answers only requests made on this machine (loopback socket, no proxy in
 * between); to anyone else they do not exist (404, as when they are off).
 */
export const devInboxRoutes =
  (opts: { inbox: boolean; captchaAnswers: boolean }): FastifyPluginAsync =>
  async (app) => {
    const { verification, captcha, phoneAuth, system } = app.services;
    app.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request)) throw new AppError('NOT_FOUND');
    });

    if (opts.inbox)
      defineRoute(app, dev.inbox, async (request) => {
        const rows = await verification.inbox(request.query);
        return rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          createdAt: r.createdAt.toISOString(),
        }));
      });

    if (opts.captchaAnswers)
      defineRoute(app, dev.captchaAnswer, (request) => {
        const answer = captcha.devAnswer(request.params.captchaId);
        if (answer === null) throw new AppError('NOT_FOUND');
        return { answer };
      });

    if (opts.captchaAnswers)
      defineRoute(app, dev.phoneAuthToken, async (request) => {
        if (!(await system.whitelabel()).PHONEAUTH) throw new AppError('FEATURE_DISABLED');
        const phone = await verification.normalisePhone(request.body.countryDialingCode, request.body.mobileNum);
        const { idToken, expiresAt } = phoneAuth.issue(`+${phone.countryDialingCode}${phone.mobileNum}`);
        return { idToken, expiresAt: expiresAt.toISOString() };
      });
  };
