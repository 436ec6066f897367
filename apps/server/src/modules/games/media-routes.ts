import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRawRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';
import { hasThai, renderBannerArt, renderGameArt, renderVendorArt } from './artwork-fns.js';
import { createLruCache } from './games-fns.js';
import { renderFlag } from '../identity/verification/flag-art.js';

const routes = endpoints.media;
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // Art changes only when a name changes: a day fresh, a week stale-while-revalidate, ETag after.
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; font-src data:",
};

let thaiFontFace: string | undefined;
/**
 * The Thai subset of Noto Sans Thai (the web app's own Thai font, ~27 KB) as an @font-face rule
 * with the font inline, read once. Empty when the package is missing: the text then falls back
 * to the viewer's fonts.
 */
function thaiFont(): string {
  if (thaiFontFace === undefined) {
    try {
      const file = createRequire(import.meta.url).resolve(
        '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
      );
      const data = readFileSync(file).toString('base64');
      thaiFontFace = `@font-face{font-family:'Noto Sans Thai';font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
    } catch {
      thaiFontFace = '';
    }
  }
  return thaiFontFace;
}

/**
 * Generated artwork under /media (the demo brand's imageCDNs entry): game tiles, vendor cards and
 * banners. Paths in the API are relative to the CDN (`/games/12.svg` → `/media/games/12.svg`).
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const rendered = createLruCache<{ svg: string; etag: string }>(5_000, 3_600_000, () => Date.now());

  function sendSvg(request: FastifyRequest, reply: FastifyReply, key: string, render: () => string) {
    let hit = rendered.get(key);
    if (!hit) {
      const svg = render();
      hit = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
      rendered.set(key, hit);
    }
    reply.headers({ ...SVG_HEADERS, etag: hit.etag });
    if (request.headers['if-none-match'] === hit.etag) return reply.status(304).send();
    return reply.send(hit.svg);
  }

  defineRawRoute(app, routes.gameArt, async (request, reply) => {
    const nodeId = Number(request.params.file.slice(0, -4));
    const game = await app.services.games.gameForArt(nodeId);
    if (!game) throw new AppError('NOT_FOUND');
    const input = { nodeId, gameName: game.game_name, vassalage: game.vassalage, gameType: game.game_type };
    return sendSvg(request, reply, `g:${nodeId}:${game.game_name}:${game.vassalage}`, () => renderGameArt(input));
  });

  defineRawRoute(app, routes.flagArt, async (request, reply) => {
    const code = request.params.file.slice(0, 2);
    return sendSvg(request, reply, `flag:${code}`, () => renderFlag(code));
  });

  defineRawRoute(app, routes.vendorArt, async (request, reply) => {
    const vendor = await app.services.games.vendorForArt(request.params.file.slice(0, -4));
    if (!vendor) throw new AppError('NOT_FOUND');
    const input = { vassalage: vendor.vassalage, displayName: vendor.display_name };
    return sendSvg(request, reply, `v:${vendor.vassalage}:${vendor.display_name}`, () => renderVendorArt(input));
  });

  defineRawRoute(app, routes.bannerArt, async (request, reply) => {
    const banner = await app.services.content.bannerForArt(Number(request.params.file.slice(0, -4)));
    if (!banner) throw new AppError('NOT_FOUND');
    const input = { id: banner.id, groupName: banner.groupName, title: banner.title, subtitle: banner.subtitle };
    return sendSvg(request, reply, `b:${banner.id}:${banner.title}:${banner.subtitle}`, () =>
      renderBannerArt(input, hasThai(banner.title + banner.subtitle) ? thaiFont() : ''),
    );
  });
};
