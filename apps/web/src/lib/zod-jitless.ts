import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying once: under our Content-Security-Policy (no 'unsafe-eval') that try is refused and
 * reported as a violation. Jitless mode skips the try and parses without compiling (the web
 * app parses small answers; the difference is not measurable there). Imported first by main.tsx,
 * before any schema is made: each object schema decides when it is created.
 */
z.config({ jitless: true });
