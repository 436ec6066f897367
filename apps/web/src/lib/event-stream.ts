/**
 * Server-sent events read with fetch (so the session token travels in the Authorization header,
 * never in a URL). `parseEventFrames` is the pure part: it takes the text received so far and
 * answers the complete frames plus the unfinished rest.
 */
export type EventFrame = { event: string; data: string };

export function parseEventFrames(buffer: string): { frames: EventFrame[]; rest: string } {
  const frames: EventFrame[] = [];
  const text = buffer.replace(/\r\n/g, '\n');
  let start = 0;
  let end: number;
  while ((end = text.indexOf('\n\n', start)) >= 0) {
    const block = text.slice(start, end);
    start = end + 2;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // comment (keep-alive)
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) frames.push({ event, data: data.join('\n') });
  }
  return { frames, rest: text.slice(start) };
}

/** Reads one stream until it ends; resolves then (the caller reconnects). */
export async function readEventStream(body: ReadableStream<Uint8Array>, onFrame: (frame: EventFrame) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventFrames(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    parsed.frames.forEach(onFrame);
  }
}
