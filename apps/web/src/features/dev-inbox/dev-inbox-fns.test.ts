import { describe, expect, it } from 'vitest';
import { linksIn } from './dev-inbox-fns';

describe('dev inbox links', () => {
  it('keeps the path of links to the brand domain, so they open on this site', () => {
    expect(linksIn('Open this link:\nhttps://fortuna.example/resetPassword?token=abc_DEF-1\n\nBye')).toEqual([
      { href: 'https://fortuna.example/resetPassword?token=abc_DEF-1', local: '/resetPassword?token=abc_DEF-1' },
    ]);
    expect(linksIn('Your code is 123456')).toEqual([]);
  });
});
