import type { DomainRoute } from '@fortuna/contracts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `host[:port]` of a URL or bare domain, lower-cased; null when it is not one. */
function hostOf(value: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The hosts that are the brand's own: PUBLIC_URL's, the main and agent domains, the verified
 * mirrors; and, when PUBLIC_URL is a loopback address (a local or demo server), the other
 * loopback names on the same port (the same machine and server).
 */
export function brandHosts(publicUrl: string, route: DomainRoute): Set<string> {
  const hosts = new Set<string>();
  const add = (value: string | null | undefined) => {
    const host = value ? hostOf(value) : null;
    if (host) hosts.add(host);
  };
  const publicHost = new URL(publicUrl);
  add(publicUrl);
  if (LOOPBACK.has(publicHost.hostname)) {
    const port = publicHost.port ? `:${publicHost.port}` : '';
    for (const name of LOOPBACK) hosts.add(`${name}${port}`);
  }
  add(route.mainDomain);
  add(route.agentDomain);
  for (const mirror of route.mirrors) if (mirror.verified) add(mirror.url);
  return hosts;
}

/**
 * Where the gateway sends the player back: the origin the deposit was started from when it is
 * one of the brand's own hosts, else PUBLIC_URL. The origin is the request's `Origin` header,
 * which a browser sets on every POST and a page cannot change; Host and X-Forwarded-Host are
 * not used (docs/decisions.md, "Gateway return address").
 */
export function returnBase(requestOrigin: string | undefined, publicUrl: string, route: DomainRoute): string {
  if (!requestOrigin) return publicUrl;
  let origin: URL;
  try {
    origin = new URL(requestOrigin);
  } catch {
    return publicUrl;
  }
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') return publicUrl;
  if (origin.origin !== requestOrigin.replace(/\/$/, '')) return publicUrl;
  return brandHosts(publicUrl, route).has(origin.host.toLowerCase()) ? origin.origin : publicUrl;
}
