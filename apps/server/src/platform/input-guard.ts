import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { validationError } from './errors.js';

/** Deeper than any request of the API: a deeper document is refused rather than walked. */
const MAX_DEPTH = 32;
const NUL = '\u0000';

type Found = { path: string[] } | { tooDeep: true } | null;

/** The first place in `value` (a string, or a key or string inside objects and arrays) holding NUL. */
export function findNul(value: unknown, path: string[] = []): Found {
  if (typeof value === 'string') return value.includes(NUL) ? { path } : null;
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_DEPTH) return { tooDeep: true };
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return { path };
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Whether `value` holds a NUL anywhere (or nests too deep): the hot path's check, which allocates
 * nothing; findNul names the place only when there is one.
 */
function holdsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsNul(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes(NUL) || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * The zod validator of every route, behind one check every endpoint gets: no string of the input
 * (params, query, body, headers; keys included) holds a NUL character. PostgreSQL refuses NUL in
 * text, so without it such input reached SQL and answered 500 (issue 17, finding 12). The path
 * and query string come from the URL, which registerInputGuard has already refused NUL in (raw or
 * %00, the only ways a decoded URL can hold one), so their parts skip the walk.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart === 'querystring' || route.httpPart === 'params') return validate;
  const part = route.httpPart ?? 'body';
  return (data: unknown) => {
    if (!holdsNul(data, 0)) return validate(data);
    const found = findNul(data);
    if (!found) return validate(data);
    if ('tooDeep' in found) return { error: validationError([{ path: part, message: 'tooDeep' }]) };
    return { error: validationError([{ path: [part, ...found.path].join('.'), message: 'controlCharacters' }]) };
  };
};

/**
 * Every request's address, before any route (with or without schemas) reads it: a NUL in the
 * path or query string is refused.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.raw.url ?? '';
    if (url.includes(NUL) || /%00/i.test(url))
      return done(validationError([{ path: 'url', message: 'controlCharacters' }]));
    done();
  });
}
