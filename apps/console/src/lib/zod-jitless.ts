/**
 * Zod compiles object parsers with `new Function` when the page allows it and finds out by
 * trying once: under the console's Content-Security-Policy (no 'unsafe-eval') that try is refused
 * and reported. Jitless mode skips the try (as apps/web/src/lib/zod-jitless.ts). Imported first by
 * main.tsx, before any schema is made.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
