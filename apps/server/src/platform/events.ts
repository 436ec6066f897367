import { EventEmitter } from 'node:events';

/**
 * Cross-instance notifications (settings changed, later balance and message pushes). With
 * REDIS_URL they travel over Redis pub/sub so every API instance hears them; without it an
 * in-process emitter serves the single instance.
 */
export type EventBus = {
  kind: 'redis' | 'local';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
};

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    kind: 'local',
    publish: (channel, message) => {
      emitter.emit(channel, message);
      return Promise.resolve();
    },
    subscribe: (channel, handler) => {
      emitter.on(channel, handler);
      return Promise.resolve();
    },
    close: () => {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export async function createRedisEventBus(url: string): Promise<EventBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false };
  // Loaded only when Redis is configured: ~50 ms less start-up without it.
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Array<(message: string) => void>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    kind: 'redis',
    publish: async (channel, message) => void (await publisher.publish(channel, message)),
    async subscribe(channel, handler) {
      if (!handlers.has(channel)) {
        handlers.set(channel, []);
        await subscriber.subscribe(channel);
      }
      handlers.get(channel)?.push(handler);
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}

export const createEventBus = (redisUrl: string | undefined) =>
  redisUrl ? createRedisEventBus(redisUrl) : Promise.resolve(createLocalEventBus());

/** Channel on which operator tools announce that brand settings changed. */
export const SETTINGS_CHANGED = 'fortuna:settings-changed';
