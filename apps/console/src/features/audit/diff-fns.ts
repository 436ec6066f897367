/** One line of an audit entry's before/after comparison. */
export type DiffLine = {
  path: string;
  before: string | undefined;
  after: string | undefined;
  change: 'added' | 'removed' | 'changed' | 'same';
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by dotted path (`allowList`, `limits.daily`); arrays and scalars are leaves. */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && prefix) into.set(prefix, '{}');
    for (const key of keys) flatten(value[key], prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && (value !== null || prefix)) {
    into.set(prefix || '(value)', typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * The before and after of an audit entry side by side, leaf by leaf, in a stable order (paths
 * of `before` first, then those only `after` has); unchanged leaves are kept for context.
 */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...a.keys(), ...[...b.keys()].filter((key) => !a.has(key))];
  return paths.map((path) => {
    const was = a.get(path);
    const now = b.get(path);
    const change = was === undefined ? 'added' : now === undefined ? 'removed' : was === now ? 'same' : 'changed';
    return { path, before: was, after: now, change };
  });
}
