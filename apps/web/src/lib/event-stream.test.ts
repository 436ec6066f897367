import { describe, expect, it } from 'vitest';
import { parseEventFrames } from './event-stream';

describe('server-sent event frames', () => {
  it('splits complete frames, skips keep-alive comments and keeps the unfinished rest', () => {
    const { frames, rest } = parseEventFrames(': connected\n\nevent: balance\ndata: {"type":"balance"}\n\nevent: mess');
    expect(frames).toEqual([{ event: 'balance', data: '{"type":"balance"}' }]);
    expect(rest).toBe('event: mess');
    expect(parseEventFrames(`${rest}age\ndata: {}\n\n`).frames).toEqual([{ event: 'message', data: '{}' }]);
  });

  it('joins multi-line data and reads CRLF streams', () => {
    expect(parseEventFrames('data: a\r\ndata: b\r\n\r\n').frames).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
