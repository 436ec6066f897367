import { describe, expect, it } from 'vitest';
import { imageUrl, pickImageHost } from './image-host';

describe('image hosts', () => {
  it('picks one of the imageCDNs at random, /media when there are none', () => {
    expect(pickImageHost(['/a', '/b', '/c'], () => 0)).toBe('/a');
    expect(pickImageHost(['/a', '/b', '/c'], () => 0.99)).toBe('/c');
    expect(pickImageHost([], () => 0.5)).toBe('/media');
    expect(pickImageHost(undefined)).toBe('/media');
  });
  it('joins a relative image path to the host; absolute URLs pass through', () => {
    expect(imageUrl('/media', '/games/1.svg')).toBe('/media/games/1.svg');
    expect(imageUrl('https://cdn.example/', 'games/1.svg')).toBe('https://cdn.example/games/1.svg');
    expect(imageUrl('/media', 'https://x.example/a.png')).toBe('https://x.example/a.png');
  });
});
