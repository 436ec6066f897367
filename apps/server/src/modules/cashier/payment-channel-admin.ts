import {
  formatMinor,
  toMinor,
  type ConsolePaymentChannel,
  type ConsolePaymentChannels,
  type UpdatePaymentChannel,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError, validationError } from '../../platform/errors.js';
import { chainDecision, type CashierActor, type CashierChain } from './cashier-actor.js';
import {
  createPaymentChannelRepository,
  type PaymentChannelChange,
  type PaymentChannelRow,
} from './payment-channel-repository.js';

export type PaymentChannelAdminDeps = {
  db: Db;
  merchantCode: string;
  chain: CashierChain;
  /** The gateways this server has configured (a GATEWAY channel pays through one of them). */
  gateways: () => readonly string[];
};

/** What the audit chain keeps of a channel before and after a change. */
const changeView = (c: PaymentChannelChange) => ({
  enabled: c.enabled,
  minAmount: formatMinor(c.minAmount),
  maxAmount: formatMinor(c.maxAmount),
  sort: c.sort,
  provider: c.provider,
});

/**
 * The brand's payment channels in the console (issue 19): staff with deposits.review read them,
 * owners (cashier.settings) enable or disable a channel, set its limits, its place in the members'
 * list and, for a gateway channel, its gateway. Members' channel list and deposits read the table
 * on every request, so a change is served by every instance at once (no change notice needed).
 */
export function createPaymentChannelAdmin({ db, merchantCode, chain, gateways }: PaymentChannelAdminDeps) {
  const repo = createPaymentChannelRepository(db, merchantCode);
  const view = (c: PaymentChannelRow): ConsolePaymentChannel => ({
    code: c.code,
    kind: c.kind,
    name: c.name,
    enabled: c.enabled,
    minAmount: formatMinor(c.minAmount),
    maxAmount: formatMinor(c.maxAmount),
    sort: c.sort,
    provider: c.kind === 'GATEWAY' ? c.provider : null,
    gatewayReady: c.kind !== 'GATEWAY' || gateways().includes(c.provider ?? ''),
    feeBps: c.feeBps,
    feeFixed: formatMinor(c.feeFixed),
  });

  return {
    async list(): Promise<ConsolePaymentChannels> {
      return { channels: (await repo.all()).map(view), gateways: [...gateways()] };
    },

    /**
     * Changes one channel under its row lock, with its audit-chain entry (before, after, reason) in
     * the same transaction. A gateway channel is enabled only with a gateway this server has
     * (else members would be offered a channel that cannot pay), and moves only to such a gateway.
     */
    async update(code: string, body: UpdatePaymentChannel, actor: CashierActor): Promise<ConsolePaymentChannel> {
      return db.transaction(async (tx) => {
        const before = await repo.lockByCode(tx, code);
        if (!before) throw new AppError('NOT_FOUND');
        const provider = before.kind === 'GATEWAY' ? (body.provider ?? before.provider) : null;
        const known = gateways().includes(provider ?? '');
        if (before.kind === 'GATEWAY' && !known && (body.enabled || provider !== before.provider))
          throw validationError([{ path: 'body.provider', message: 'validation:gatewayUnknown' }]);
        const after: PaymentChannelChange = {
          enabled: body.enabled,
          minAmount: toMinor(body.minAmount),
          maxAmount: toMinor(body.maxAmount),
          sort: body.sort,
          provider,
        };
        await repo.update(tx, before.id, after);
        await chainDecision(chain, tx, actor, {
          action: 'channel.update',
          target: `channel:${before.code}`,
          before: changeView(before),
          after: changeView(after),
          reason: body.reason,
        });
        return view({ ...before, ...after });
      });
    },
  };
}
export type PaymentChannelAdmin = ReturnType<typeof createPaymentChannelAdmin>;
