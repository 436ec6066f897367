import { createAudit } from '../../platform/audit.js';
import { createAuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { createEventBus } from '../../platform/events.js';
import { createRealtimeHub } from '../../platform/realtime.js';
import { readBrandConfig } from '../system/system-service.js';
import { createMessagesService, type MessagesService } from '../messages/messages-service.js';
import { createLedgerService } from '../wallet/ledger-service.js';
import type { MoneyServiceDeps } from '../wallet/money-service-deps.js';
import type { CashierChain } from './cashier-actor.js';

export type OperatorTools = MoneyServiceDeps & { messages: MessagesService; chain: CashierChain };

/** A command of the operator CLI: its words (`<group> <action> [<orderNo>]`), the --note text and who runs it. */
export type OperatorCommand = (
  db: Db,
  redisUrl: string | undefined,
  merchantCode: string,
  args: string[],
  note: string,
  operator: string,
) => Promise<string>;

/**
 * What an operator CLI command needs to act like the console: the ledger, the audit log, the
 * audit chain (every decision an entry, actor kind 'cli') and member notices. With REDIS_URL the member's open pages hear a notice at once; without it they
 * see it on their next refresh. The bus is closed when `run` ends.
 */
export async function withOperatorTools<T>(
  db: Db,
  redisUrl: string | undefined,
  merchantCode: string,
  run: (tools: OperatorTools) => Promise<T>,
): Promise<T> {
  const clock = () => new Date();
  // The brand's own currency and zone, as the server reads them (never a built-in one).
  const { currency, timeZone } = await readBrandConfig(db, merchantCode);
  const bus = await createEventBus(redisUrl);
  const realtime = await createRealtimeHub(bus);
  try {
    return await run({
      db,
      merchantCode,
      clock,
      timeZone,
      ledger: createLedgerService({ db, merchantCode, currency: currency.code }),
      audit: createAudit(db, merchantCode, clock),
      chain: createAuditChain(db, merchantCode, clock),
      messages: createMessagesService({ db, merchantCode, clock, realtime }),
    });
  } finally {
    realtime.close();
    await bus.close();
  }
}
