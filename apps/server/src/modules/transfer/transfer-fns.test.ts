import { describe, expect, it } from 'vitest';
import { depthBelow, isInDownline, newTransferNo, vendorWallet, withinLimits } from './transfer-fns.js';

describe('transfer rules', () => {
  const agent = { id: 2, path: '/2/' };
  it('finds downlines at any depth, never the agent itself or another branch', () => {
    expect(isInDownline(agent, { id: 3, path: '/2/3/' })).toBe(true);
    expect(isInDownline(agent, { id: 9, path: '/2/3/9/' })).toBe(true);
    expect(isInDownline(agent, { id: 2, path: '/2/' })).toBe(false);
    expect(isInDownline(agent, { id: 21, path: '/21/' })).toBe(false);
    expect(isInDownline(agent, { id: 1, path: '/1/' })).toBe(false);
  });
  it('counts levels below the agent', () => {
    expect(depthBelow('/2/', '/2/3/')).toBe(1);
    expect(depthBelow('/2/', '/2/3/9/')).toBe(2);
  });
  it('checks limits inclusively and names vendor wallets', () => {
    expect(withinLimits(100n, 100n, 500n)).toBe(true);
    expect(withinLimits(501n, 100n, 500n)).toBe(false);
    expect(withinLimits(99n, 100n, 500n)).toBe(false);
    expect(vendorWallet('EVO')).toBe('VENDOR:EVO');
    expect(newTransferNo(new Date('2026-01-01T20:00:00Z'), 'Asia/Manila')).toMatch(/^T20260102\d{8}$/);
  });
});
