import ipaddr from 'ipaddr.js';

export type RegionRule = { action: 'allow' | 'deny'; cidr: string | null; country: string | null };

/** Normalises a client address: IPv4-mapped IPv6 (::ffff:a.b.c.d) becomes plain IPv4. */
export function normaliseIp(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}

export function ipInCidr(ip: string, cidr: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  try {
    const addr = ipaddr.parse(normaliseIp(ip));
    const range = ipaddr.parseCIDR(cidr);
    return addr.kind() === range[0].kind() && addr.match(range);
  } catch {
    return false;
  }
}

/**
 * Region decision on the client IP (and its country when known): any matching deny rule
 * blocks; when allow rules exist, an address matching none of them is blocked; with no
 * rules everyone is let in.
 */
export function isRegionBlocked(rules: readonly RegionRule[], ip: string, country: string | null): boolean {
  const matches = (r: RegionRule) =>
    (r.cidr !== null && ipInCidr(ip, r.cidr)) || (r.country !== null && country !== null && r.country === country);
  if (rules.some((r) => r.action === 'deny' && matches(r))) return true;
  const allows = rules.filter((r) => r.action === 'allow');
  return allows.length > 0 && !allows.some(matches);
}
