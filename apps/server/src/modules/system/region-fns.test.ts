import { describe, expect, it } from 'vitest';
import { ipInCidr, isRegionBlocked, normaliseIp, type RegionRule } from './region-fns.js';

const deny = (cidr: string): RegionRule => ({ action: 'deny', cidr, country: null });
const allow = (cidr: string): RegionRule => ({ action: 'allow', cidr, country: null });

describe('region rules', () => {
  it('matches IPv4 and IPv6 addresses against CIDRs of their own family only', () => {
    expect(ipInCidr('203.0.113.7', '203.0.113.0/24')).toBe(true);
    expect(ipInCidr('203.0.114.7', '203.0.113.0/24')).toBe(false);
    expect(ipInCidr('2001:db8::1', '2001:db8::/32')).toBe(true);
    expect(ipInCidr('2001:db8::1', '203.0.113.0/24')).toBe(false);
    expect(ipInCidr('not-an-ip', '203.0.113.0/24')).toBe(false);
  });

  it('treats IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipInCidr('::ffff:203.0.113.9', '203.0.113.0/24')).toBe(true);
  });

  it('lets everyone in when there are no rules', () => {
    expect(isRegionBlocked([], '198.51.100.1', null)).toBe(false);
  });

  it('blocks an address matching a deny rule even when an allow rule matches too', () => {
    expect(isRegionBlocked([allow('0.0.0.0/0'), deny('203.0.113.0/24')], '203.0.113.7', null)).toBe(true);
  });

  it('blocks an address outside every allow rule once allow rules exist', () => {
    const rules = [allow('198.51.100.0/24')];
    expect(isRegionBlocked(rules, '198.51.100.20', null)).toBe(false);
    expect(isRegionBlocked(rules, '192.0.2.1', null)).toBe(true);
  });

  it('applies country rules when the country of the address is known', () => {
    const rules: RegionRule[] = [{ action: 'deny', cidr: null, country: 'US' }];
    expect(isRegionBlocked(rules, '192.0.2.1', 'US')).toBe(true);
    expect(isRegionBlocked(rules, '192.0.2.1', 'PH')).toBe(false);
    expect(isRegionBlocked(rules, '192.0.2.1', null)).toBe(false);
  });
});
