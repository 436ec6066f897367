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
 * The zod validator of every route, behind one check every endpoint gets: no string of the input
 * (params, query, body, headers; keys included) holds a NUL character. PostgreSQL refuses NUL in
 * text, so without it such input reached SQL and answered 500 (issue 17, finding 12).
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const part = route.httpPart === 'querystring' ? 'query' : (route.httpPart ?? 'body');
  return (data: unknown) => {
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
