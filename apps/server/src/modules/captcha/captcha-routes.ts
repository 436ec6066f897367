import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ImageCaptcha, SliderCaptcha } from '@fortuna/contracts';
import { ok } from '../../platform/errors.js';

/** Clients may add a cache-busting `t` when the image is refreshed on click; nothing else. */
const NoQuery = z.object({ t: z.string().max(32).optional() }).strict();
const tags = ['captcha'];

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = app.services.captcha;

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'New image captcha (4 characters); at most one per second per client',
        querystring: NoQuery,
        response: { 200: envelope(ImageCaptcha) },
      },
    },
    async (request) => ok(await captcha.imageChallenge(request.ip)),
  );

  app.get(
    '/wps/captcha/slider',
    {
      schema: {
        tags,
        summary: 'New slider captcha: background with a hole, the piece, its y; answer the x of the hole (±4 px)',
        querystring: NoQuery,
        response: { 200: envelope(SliderCaptcha) },
      },
    },
    async (request) => ok(await captcha.sliderChallenge(request.ip)),
  );
};
