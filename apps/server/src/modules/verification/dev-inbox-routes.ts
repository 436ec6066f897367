import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaptchaId,
  DevInboxQuery,
  DevMessage,
  DevPhoneAuthTokenRequest,
  envelope,
  PhoneAuthToken,
} from '@fortuna/contracts';
import { AppError, ok } from '../../platform/errors.js';

const tags = ['dev'];

/**
 * Development helpers: what the local SMS and mail providers sent (the dev inbox: DEV_INBOX,
 * off by default in production), and — only outside production — the answer of a live
 * captcha, so automated tests can act like a user who reads the picture, and the ID token the
 * local phone-auth service would issue once it proved a phone (only while PHONEAUTH is on).
 */
export const devInboxRoutes =
  (opts: { inbox: boolean; captchaAnswers: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const { verification, captcha, phoneAuth, system } = app.services;

    if (opts.inbox)
      app.get(
        '/dev/api/inbox',
        {
          schema: {
            tags,
            summary: 'Latest messages of the local SMS and mail providers',
            querystring: DevInboxQuery,
            response: { 200: envelope(z.array(DevMessage)) },
          },
        },
        async (request) => {
          const rows = await verification.inbox(request.query);
          return ok(
            rows.map((r) => ({
              id: r.id,
              channel: r.channel,
              recipient: r.recipient,
              subject: r.subject,
              body: r.body,
              createdAt: r.createdAt.toISOString(),
            })),
          );
        },
      );

    if (opts.captchaAnswers)
      app.get(
        '/dev/api/captcha/:captchaId',
        {
          schema: {
            tags,
            summary: 'Answer of a live captcha: the text, or the slider x',
            params: z.object({ captchaId: CaptchaId }),
            response: { 200: envelope(z.object({ answer: z.union([z.string(), z.number()]) })) },
          },
        },
        async (request) => {
          const answer = captcha.devAnswer(request.params.captchaId);
          if (answer === null) throw new AppError('NOT_FOUND');
          return ok({ answer });
        },
      );

    if (opts.captchaAnswers)
      app.post(
        '/dev/api/phoneAuth/token',
        {
          schema: {
            tags,
            summary: 'ID token of the local phone-auth service for a phone (PHONEAUTH on), for login type phoneAuth',
            body: DevPhoneAuthTokenRequest,
            response: { 200: envelope(PhoneAuthToken) },
          },
        },
        async (request) => {
          if (!(await system.whitelabel()).PHONEAUTH) throw new AppError('FEATURE_DISABLED');
          const phone = await verification.normalisePhone(request.body.countryDialingCode, request.body.mobileNum);
          const { idToken, expiresAt } = phoneAuth.issue(`+${phone.countryDialingCode}${phone.mobileNum}`);
          return ok({ idToken, expiresAt: expiresAt.toISOString() });
        },
      );
  };
