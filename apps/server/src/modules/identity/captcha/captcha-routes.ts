import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../../platform/define-route.js';

const { identity } = endpoints;

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  const captcha = app.services.captcha;
  defineRoute(app, identity.imageCaptcha, (request) => captcha.imageChallenge(request.ip));
  defineRoute(app, identity.imageCaptchaAudio, (request) => captcha.imageAudio(request.params.captchaId, request.ip));
  defineRoute(app, identity.sliderCaptcha, (request) => captcha.sliderChallenge(request.ip));
};
