import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
import { isConsolePath } from './web-app.js';

/**
 * Browser features no page of ours uses: a page (or an injected script) may not ask for them.
 * Fullscreen and autoplay stay with our own origin (game windows).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Answers that are not pages (JSON, images, scripts): they may load nothing and be framed nowhere. */
const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The `'sha256-…'` source of each inline `<script>` of a page: what its CSP lets run, nothing else. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The header value helmet's contentSecurityPolicy middleware makes of these directives (checked by it). */
function cspHeader(directives: Record<string, string[]>): string {
  let value = '';
  const res = {
    setHeader: (_name: string, header: string) => {
      value = header;
    },
  } as unknown as ServerResponse;
  contentSecurityPolicy({ useDefaults: false, directives })({} as IncomingMessage, res, () => undefined);
  return value;
}

export type PagePolicies = { app: string; house: string; console: string };

/**
 * The Content-Security-Policy of our pages. Scripts only from our origin plus the inline scripts
 * of the built web app's index.html by hash (its boot prefetch); no inline script otherwise, no
 * eval, no plugin, no `<base>` elsewhere, forms post only to us, framed only by our own pages.
 * Images may come from any https host (the brand's image CDNs are operator settings); sound only
 * from us or as a data URL (the audio captcha).
 */
export function pagePolicies(opts: { https: boolean; webIndexHtml: string | null }): PagePolicies {
  const common: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(opts.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const appScripts = opts.webIndexHtml ? inlineScriptHashes(opts.webIndexHtml) : [];
  return {
    app: cspHeader({ ...common, 'script-src': ["'self'", ...appScripts] }),
    // The house game clients' build (apps/house-games) has no inline script; nor has the operator
    // console's (apps/console: its QR codes and captcha pictures are data: images, its calls same-origin).
    house: cspHeader({ ...common, 'script-src': ["'self'"] }),
    console: cspHeader({ ...common, 'script-src': ["'self'"], 'frame-ancestors': ["'none'"] }),
  };
}

/**
 * The headers helmet sets on an answer with these options, read once from a recording response:
 * the same values helmet would send, without running its dozen middlewares on every request.
 */
function helmetHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: false,
    // A year, subdomains included, only when the site is served over TLS.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  })({} as IncomingMessage, res, () => undefined);
  return headers;
}

/** The hardening headers of every answer (helmet's and the Permissions-Policy), for answers Fastify does not send. */
export function hardeningHeaders(publicUrl: string): Record<string, string> {
  return { ...helmetHeaders(publicUrl.startsWith('https:')), 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * The headers that act on a JSON answer (OWASP REST Security Cheat Sheet, "Security headers"):
 * no sniffing, no framing, no cross-origin reads (CORP), no referrer beyond the origin, HSTS behind
 * TLS; with the answer's `default-src 'none'` CSP and `no-store`. The document-only ones (COOP,
 * Origin-Agent-Cluster, Permissions-Policy, DNS prefetch, IE's download and XSS switches, Flash's
 * cross-domain policies) govern pages and windows, which a JSON answer never makes: leaving them
 * off is 7 headers (~450 bytes and their checks) less on every API answer.
 */
const API_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];
function apiHeaders(hardening: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of API_HEADERS) {
    const value = hardening[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * Security headers on every answer: nosniff, frame and referrer policies, cross-origin isolation
 * of windows and resources, HSTS when the public address is https (helmet's values, computed once:
 * see docs/decisions.md "Security"); the Permissions-Policy; and the Content-Security-Policy chosen
 * by what the answer is. A route that sets its own CSP (the sandbox gateway's pages, the API docs)
 * keeps it. JSON answers get the headers that act on them (apiHeaders). One onSend hook for all of
 * it: it runs for every answer Fastify sends, errors and 404s included; a hijacked answer (event
 * streams, platform/realtime.ts) writes hardeningHeaders itself.
 */
export function securityHeaders(app: FastifyInstance, opts: { publicUrl: string; webDist: string | null }): void {
  const https = opts.publicUrl.startsWith('https:');
  const indexFile = opts.webDist ? path.join(opts.webDist, 'index.html') : null;
  const webIndexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const policies = pagePolicies({ https, webIndexHtml });
  const hardening = hardeningHeaders(opts.publicUrl);
  const api = apiHeaders(hardening);
  // Media may be shown by the brand's image CDNs and mirrors, which are other origins.
  const media = { ...hardening, 'cross-origin-resource-policy': 'cross-origin' };

  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    const type = String(reply.getHeader('content-type') ?? '');
    reply.headers(type.startsWith('application/json') ? api : url.startsWith('/media/') ? media : hardening);
    if (url.startsWith('/wps') || url.startsWith('/lgw')) reply.header('Cache-Control', 'no-store');
    // A 304 updates the headers the browser stored with the page: it keeps the page's own CSP.
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
      const policy = !type.startsWith('text/html')
        ? NOT_A_PAGE_CSP
        : url.startsWith('/house/play/')
          ? policies.house
          : isConsolePath(url.split('?')[0] ?? url)
            ? policies.console
            : policies.app;
      reply.header('Content-Security-Policy', policy);
    }
    done(null, payload);
  });
}
