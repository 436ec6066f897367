/**
 * Calls started by index.html's inline boot script before the JavaScript arrived: `status` (the
 * system status) and, on the home route, `banners:<language>` (the w_home banners, whose first
 * image is the largest paint; the script preloads it from `imageHost`). Each answer is taken
 * once by the query that would otherwise make the call; a failed or refused one yields
 * `undefined` and the query makes the call itself, so every error path stays the api-client's.
 */
type Boot = { [call: string]: Promise<unknown> | string | undefined; imageHost?: string };

const boot = () => (globalThis as { __fortunaBoot?: Boot }).__fortunaBoot;

export function takeBoot<T>(call: 'status' | `banners:${string}`): Promise<T | undefined> {
  const state = boot();
  const answer = state?.[call];
  if (!state || typeof answer !== 'object') return Promise.resolve(undefined);
  delete state[call];
  return answer.then(
    (data) => ((data as { success?: unknown } | null)?.success === true ? (data as { value: T }).value : undefined),
    () => undefined,
  );
}

/** The image host the boot script preloaded the first banner from, if it is one of `hosts`. */
export function bootImageHost(hosts: readonly string[]): string | undefined {
  const host = boot()?.imageHost;
  return host !== undefined && hosts.includes(host) ? host : undefined;
}
