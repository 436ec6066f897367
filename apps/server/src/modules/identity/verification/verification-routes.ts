import type { FastifyPluginAsync } from 'fastify';
import type { SmsSent } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../../platform/define-route.js';

const { identity } = endpoints;

/** Mails the new-network code to the member's bound e-mail when `email` is it (verification-module.ts). */
type NewNetworkMail = (username: string, email: string, ip: string) => Promise<SmsSent>;

export const verificationRoutes =
  (newNetworkMail: NewNetworkMail): FastifyPluginAsync =>
  async (app) => {
    const { verification, captcha } = app.services;

    defineRoute(app, identity.smsNoLogin, async (request) => {
      const body = request.body;
      const phone = await verification.normalisePhone(body.countryDialingCode, body.mobileNum);
      await captcha.requireImage(body);
      return verification.sendCode('noLogin', phone, request.ip);
    });

    defineRoute(app, identity.emailNewNetwork, async (request) => {
      const body = request.body;
      await captcha.requireImage(body);
      return newNetworkMail(body.username, body.email, request.ip);
    });

    defineRoute(app, identity.smsRegister, async (request) => {
      const body = request.body;
      const phone = await verification.normalisePhone(body.countryDialingCode, body.mobileNo);
      await captcha.requireImage(body);
      return verification.sendCode('register', phone, request.ip);
    });

    defineRoute(app, identity.countries, () => verification.countries());
  };
