import type { FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';

type SerializerCompiler = (route: {
  schema: FastifySchema;
  method: string;
  url: string;
  httpStatus?: string;
}) => (data: unknown) => string;

/**
 * The serializer of hot public reads whose answers are built field by field from the contract's
 * own types (a game page: `toGame` for each row). Every other route's answer is parsed by its zod
 * response schema before it is written, which strips fields the contract does not name; for these
 * that walk re-proves what the compiler already did, at ~20 µs per page of 18 games, a sixth of a
 * search's whole cost. So in production they are written by `writeJson` alone (JSON.stringify,
 * reusing the text of values marked with `reusableJson`), and in development, tests and
 * end-to-end runs they still go through the schema, where any drift fails.
 */
export function trustedSerializer(env: AppConfig['env']): SerializerCompiler {
  if (env !== 'production') return serializerCompiler as unknown as SerializerCompiler;
  return () => writeJson;
}

/** Where a reusable value keeps its JSON text: a symbol key, which JSON and zod both ignore. */
const TEXT = Symbol('json text');
type Reusable = { [TEXT]?: string };
const checkedForMutation = process.env.NODE_ENV !== 'production';

/**
 * Marks a value that will never change again (a game as a catalogue snapshot holds it, a cached
 * list answer): its JSON is written now, kept on the value itself, and `writeJson` splices that
 * text in every time the value is answered again. On Node 20, JSON.stringify of an 18-game page
 * costs ~30 µs, a quarter of a search; a page of reused games costs a few. (The text sits on the
 * value rather than in a WeakMap: on a busy server the lookups in a table of 10,000 entries were
 * cache misses.) Outside production the value is also deep-frozen, so a change after marking
 * throws in tests instead of answering stale text.
 */
export function reusableJson<T extends object>(value: T): T {
  if ((value as Reusable)[TEXT] !== undefined || Object.isFrozen(value)) return value; // marked, or cannot be
  Object.defineProperty(value, TEXT, { value: writeJson(value), enumerable: false });
  if (checkedForMutation) deepFreeze(value);
  return value;
}

/** JSON.stringify's output, with the remembered text of `reusableJson` values spliced in. */
export function writeJson(value: unknown): string {
  const parts: string[] = [];
  if (!write(value, parts)) return 'null';
  // One join makes one flat string: a string grown by `+=` is a tree of pieces, and measuring its
  // UTF-8 length for Content-Length walked that tree at ~80 µs a page.
  return parts.join('');
}

/** Appends the JSON of `value` to `out`; false (nothing appended) for what JSON leaves out. */
function write(value: unknown, out: string[]): boolean {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'number') out.push(Number.isFinite(value) ? String(value) : 'null');
    else if (typeof value === 'boolean') out.push(value ? 'true' : 'false');
    else {
      const text = JSON.stringify(value) as string | undefined; // undefined for undefined, functions, symbols
      if (text === undefined) return false;
      out.push(text);
    }
    return true;
  }
  const known = (value as Reusable)[TEXT];
  if (known !== undefined) {
    out.push(known);
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  // Dates, class instances and anything with toJSON: JSON.stringify knows their rules.
  if (!Array.isArray(value) && ((proto !== Object.prototype && proto !== null) || 'toJSON' in value)) {
    out.push(JSON.stringify(value));
    return true;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      if (!write(value[i], out)) out.push('null');
    }
    out.push(']');
  } else {
    out.push('{');
    let first = true;
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const at = out.length;
      if (!first) out.push(',');
      out.push(keyText(key));
      // Undefined and functions are left out, as JSON.stringify leaves them out.
      if (write((value as Record<string, unknown>)[key], out)) first = false;
      else out.length = at;
    }
    out.push('}');
  }
  return true;
}

/** `"key":` for each object key met (a bounded set: the contracts' field names). */
const keyTexts = new Map<string, string>();
function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (keyTexts.size < 1_000) keyTexts.set(key, text);
  }
  return text;
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value) as unknown[])
    if (typeof child === 'object' && child !== null) deepFreeze(child);
}
