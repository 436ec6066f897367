import type { Db } from '../../platform/db.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import { createMessagesService, type MessagesService } from './messages-service.js';

export { messagesRoutes } from './messages-routes.js';

/** Member notices, added to app.services; other modules record them inside their transactions. */
export type MessagesServices = { messages: MessagesService };

export function createMessagesServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  realtime: RealtimeHub;
}): MessagesServices {
  return { messages: createMessagesService(deps) };
}

/**
 * Tells a member in their inbox that a code of theirs (`lock`: withdraw password, login…) is
 * locked until `until`: a SECURITY_LOCK notice, once per lock.
 */
export function securityLockNotifier(messages: MessagesService) {
  return async (memberId: number, lock: string, until: Date): Promise<void> => {
    const params = { lock, until: until.toISOString() };
    const dedupeKey = `lock:${lock}:${until.getTime()}`;
    await messages.announce(memberId, await messages.record({ memberId, kind: 'SECURITY_LOCK', params, dedupeKey }));
  };
}
