import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { MemberEvent } from '@fortuna/contracts';
import { AppError } from './errors.js';
import type { EventBus } from './events.js';

/** Bus channel of member pushes: every instance hears every push and serves its own streams. */
export const MEMBER_EVENTS = 'fortuna:member-events';
const HEARTBEAT_MS = 25_000;

/**
 * Open streams one session (a browser's tabs share its token) and one member (several devices)
 * may hold on this instance; another is refused with RATE_LIMITED before it is opened (issue 17,
 * finding 13: 300 streams on one token were all accepted).
 */
export const STREAM_LIMITS = { perSession: 5, perMember: 10 };

export type RealtimeHub = {
  /** Sends `event` to every open stream of the member, on whichever instance it is. Call after commit. */
  push(memberId: number, event: MemberEvent): Promise<void>;
  /** Sends `event` to every open stream of every member, on every instance (a lottery draw's result). */
  broadcast(event: MemberEvent): Promise<void>;
  /** Refuses (RATE_LIMITED) a stream over the session's or the member's limit; call before attach. */
  admit(memberId: number, sessionId: number): void;
  /** Serves one server-sent-event stream until the client goes away. */
  attach(memberId: number, sessionId: number, response: ServerResponse): void;
  connections(memberId: number): number;
  close(): void;
};

/**
 * Live updates for logged-in members (balance changes, notices) as server-sent events. Events
 * are hints to refetch, so a lost one costs freshness, never correctness; with REDIS_URL the
 * bus carries them across instances.
 */
export async function createRealtimeHub(bus: EventBus, headers: Record<string, string> = {}): Promise<RealtimeHub> {
  const streams = new Map<number, Set<ServerResponse>>();
  const perSession = new Map<number, number>();

  const deliver = (memberId: number | null, event: MemberEvent) => {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    // memberId null: every member's streams (a broadcast).
    const sets = memberId === null ? [...streams.values()] : [streams.get(memberId) ?? []];
    for (const set of sets) for (const response of set) response.write(frame);
  };
  await bus.subscribe(MEMBER_EVENTS, (message) => {
    try {
      const { memberId, event } = JSON.parse(message) as { memberId: number | null; event: MemberEvent };
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
    broadcast: (event) => bus.publish(MEMBER_EVENTS, JSON.stringify({ memberId: null, event })),
    admit(memberId, sessionId) {
      if ((perSession.get(sessionId) ?? 0) >= STREAM_LIMITS.perSession)
        throw new AppError('RATE_LIMITED', 'Too many live update streams for this session');
      if ((streams.get(memberId)?.size ?? 0) >= STREAM_LIMITS.perMember)
        throw new AppError('RATE_LIMITED', 'Too many live update streams for this account');
    },
    attach(memberId, sessionId, response) {
      // A hijacked answer skips the onSend hooks: the security headers come with it here.
      response.writeHead(200, {
        ...headers,
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
      perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1);
      response.on('close', () => {
        set.delete(response);
        if (set.size === 0) streams.delete(memberId);
        const left = (perSession.get(sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(sessionId, left);
        else perSession.delete(sessionId);
      });
    },
    connections: (memberId) => streams.get(memberId)?.size ?? 0,
    close() {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const response of set) response.end();
      streams.clear();
      perSession.clear();
    },
  };
}

/** The app's hub (`app.realtime`); its open streams end before the server closes, as they would hold it open. */
export async function registerRealtime(
  app: FastifyInstance,
  bus: EventBus,
  headers: Record<string, string>,
): Promise<RealtimeHub> {
  const realtime = await createRealtimeHub(bus, headers);
  app.decorate('realtime', realtime);
  app.addHook('preClose', (done) => {
    realtime.close();
    done();
  });
  return realtime;
}
