// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['media']> = Extract<Endpoints['media'][K], Endpoint>;

export const media = {
  gameArt: /* @__PURE__ */ route<E<'gameArt'>>('GET', '/media/games/:file', 'public', { responseKind: 'svg' }),
  flagArt: /* @__PURE__ */ route<E<'flagArt'>>('GET', '/media/COUNTRY_FLAG/:file', 'public', { responseKind: 'svg' }),
  vendorArt: /* @__PURE__ */ route<E<'vendorArt'>>('GET', '/media/vendors/:file', 'public', { responseKind: 'svg' }),
  bannerArt: /* @__PURE__ */ route<E<'bannerArt'>>('GET', '/media/banners/:file', 'public', { responseKind: 'svg' }),
  bannerImage: /* @__PURE__ */ route<E<'bannerImage'>>('GET', '/media/banner-images/:file', 'public', {
    responseKind: 'image',
  }),
};
