import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/**
 * Form messages travel through react-hook-form as one string (its errors keep only `message`),
 * so a message with values is written `key|{"min":6,"max":20}`. Keys name their namespace
 * (`validation:required`, `errors:invitationCodeError`); a bare key is `common`.
 */
export type MessageValues = Record<string, string | number>;

export function encodeMessage(key: string, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${key}|${JSON.stringify(values)}` : key;
}

export function decodeMessage(message: string): { key: string; values: MessageValues } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, values: {} };
  try {
    return { key: message.slice(0, bar), values: JSON.parse(message.slice(bar + 1)) as MessageValues };
  } catch {
    return { key: message.slice(0, bar), values: {} };
  }
}

type T = (key: string, values?: MessageValues) => string;

/** The translated text of a form message (undefined stays undefined, for optional errors). */
export function messageText(t: T, message: string | undefined | null): string | undefined {
  if (!message) return undefined;
  const { key, values } = decodeMessage(message);
  return t(key, values);
}

/** Server field errors (`value.errors`: [{ path: 'body.username', message }]) by form field name. */
export function serverFieldErrors(value: unknown): Array<{ field: string; message: string }> {
  const errors = (value as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: unknown) => {
    const { path, message } = (e ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    return [{ field: path.replace(/^(body|query)\./, ''), message }];
  });
}

/**
 * A react-hook-form resolver from a pure rules function (`values → { field: encoded message }`),
 * so a form's rules are plain functions that unit tests call directly.
 */
export function rulesResolver<V extends FieldValues>(rules: (values: V) => Record<string, string>): Resolver<V> {
  return (values: V) => {
    const found = rules(values);
    const names = Object.keys(found);
    if (names.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(names.map((name) => [name, { type: 'rule', message: found[name] }]));
    return { values: {}, errors } as ResolverResult<V>;
  };
}
