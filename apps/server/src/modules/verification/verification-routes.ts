import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Country, envelope, SmsNoLoginRequest, SmsRegisterRequest, SmsSent } from '@fortuna/contracts';
import { ok } from '../../platform/errors.js';

const tags = ['verification'];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification, captcha } = app.services;

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary:
          'Send an SMS code for SMS login, forgot password by mobile or a new-network check (image captcha required)',
        body: SmsNoLoginRequest,
        response: { 200: envelope(SmsSent) },
      },
    },
    async (request) => {
      const body = request.body;
      const phone = await verification.normalisePhone(body.countryDialingCode, body.mobileNum);
      await captcha.requireImage(body.captchaId, body.captcha);
      return ok(await verification.sendCode('noLogin', phone, request.ip));
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Send an SMS code for registration by mobile',
        body: SmsRegisterRequest,
        response: { 200: envelope(SmsSent) },
      },
    },
    async (request) => {
      const phone = await verification.normalisePhone(request.body.countryDialingCode, request.body.mobileNo);
      return ok(await verification.sendCode('register', phone, request.ip));
    },
  );

  app.get(
    '/wps/system/countries',
    {
      schema: {
        tags,
        summary: 'Country dialing codes for phone inputs, with the local mobile number length',
        querystring: z.object({}).strict(),
        response: { 200: envelope(z.array(Country)) },
      },
    },
    async () => ok(await verification.countries()),
  );
};
