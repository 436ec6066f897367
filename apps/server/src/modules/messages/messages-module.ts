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
