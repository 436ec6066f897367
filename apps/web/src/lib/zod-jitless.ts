/**
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying once: under our Content-Security-Policy (no 'unsafe-eval') that try is refused and
 * reported as a violation. Jitless mode skips the try and parses without compiling (the web
 * app parses small answers; the difference is not measurable there). Imported first by main.tsx,
 * before any schema is made: each object schema decides when it is created.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod) and
 * `z.config()` writes there; setting it directly keeps zod's core out of the entry chunk the
 * home page loads (5 KB gzipped). zod-jitless.test.ts checks that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
