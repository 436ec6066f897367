import { describe, expect, it } from 'vitest';
import { safeChannelUrl } from './customer-service';

describe('customer-service links', () => {
  it('resolves same-site paths against the page', () => {
    expect(safeChannelUrl('/help#contact', 'https://fortuna.example/live')).toBe(
      'https://fortuna.example/help#contact',
    );
  });
  it('accepts web and mail links and refuses scripts', () => {
    expect(safeChannelUrl('https://t.me/x', 'https://a.example/')).toBe('https://t.me/x');
    expect(safeChannelUrl('mailto:support@a.example', 'https://a.example/')).toBe('mailto:support@a.example');
    expect(safeChannelUrl('javascript:alert(1)', 'https://a.example/')).toBeNull();
  });
});
