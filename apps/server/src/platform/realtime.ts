import type { ServerResponse } from 'node:http';
import type { MemberEvent } from '@fortuna/contracts';
import type { EventBus } from './events.js';

/** Bus channel of member pushes: every instance hears every push and serves its own streams. */
export const MEMBER_EVENTS = 'fortuna:member-events';
const HEARTBEAT_MS = 25_000;

export type RealtimeHub = {
  /** Sends `event` to every open stream of the member, on whichever instance it is. Call after commit. */
  push(memberId: number, event: MemberEvent): Promise<void>;
  /** Serves one server-sent-event stream until the client goes away. */
  attach(memberId: number, response: ServerResponse): void;
  connections(memberId: number): number;
  close(): void;
};

/**
 * Live updates for logged-in members (balance changes, notices) as server-sent events. Events
 * are hints to refetch, so a lost one costs freshness, never correctness; with REDIS_URL the
 * bus carries them across instances.
 */
export async function createRealtimeHub(bus: EventBus): Promise<RealtimeHub> {
  const streams = new Map<number, Set<ServerResponse>>();

  const deliver = (memberId: number, event: MemberEvent) => {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const response of streams.get(memberId) ?? []) response.write(frame);
  };
  await bus.subscribe(MEMBER_EVENTS, (message) => {
    try {
      const { memberId, event } = JSON.parse(message) as { memberId: number; event: MemberEvent };
      deliver(memberId, event);
    } catch {
      // A malformed bus message is dropped: pushes are hints, the next refetch repairs.
    }
  });
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const response of set) response.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    push: (memberId, event) => bus.publish(MEMBER_EVENTS, JSON.stringify({ memberId, event })),
    attach(memberId, response) {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write(': connected\n\n');
      const set = streams.get(memberId) ?? new Set<ServerResponse>();
      set.add(response);
      streams.set(memberId, set);
      response.on('close', () => {
        set.delete(response);
        if (set.size === 0) streams.delete(memberId);
      });
    },
    connections: (memberId) => streams.get(memberId)?.size ?? 0,
    close() {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const response of set) response.end();
      streams.clear();
    },
  };
}
