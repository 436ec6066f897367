import {
  marketDayRange,
  type DomainRoute,
  formatMinor,
  pageOf,
  toMinor,
  type DepositCreated,
  type DepositRecordPage,
  type DepositRecordQuery,
  type DepositRequest,
} from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { MoneyServiceDeps } from '../wallet/money-service-deps.js';
import { depositFee, newOrderNo } from './cashier-fns.js';
import { createCashierRepository, type CashierRepository, type DepositRow } from './cashier-repository.js';
import type { PaymentProvider } from './payment-provider.js';
import type { MessagesService } from '../messages/messages-service.js';
import { createDepositCallback } from './deposit-callback.js';
import { createPaymentChannels } from './payment-channels.js';
import { returnBase } from './return-origin.js';

export type CashierDeps = MoneyServiceDeps & {
  currency: string;
  messages: MessagesService;
  publicUrl: string;
  /** The brand's own domains (system settings): where the gateway may send a player back to. */
  domainRoute: () => Promise<DomainRoute>;
  providers: ReadonlyMap<string, PaymentProvider>;
};
type DepositContext = CashierDeps & { repo: CashierRepository };

const createdView = (row: DepositRow, payUrl: string | null): DepositCreated => ({
  orderNo: row.orderNo,
  status: row.status,
  amount: formatMinor(row.amount),
  fee: formatMinor(row.fee),
  creditAmount: formatMinor(row.creditAmount),
  payUrl,
});

/**
 * `centre`: where the depositor came from — an agent pays from the agent centre and is sent
 * back there from the gateway; everyone else to the member centre. `origin`: the request's
 * Origin header; the gateway returns there when it is one of the brand's hosts (return-origin.ts).
 */
async function createDeposit(
  deps: DepositContext,
  memberId: number,
  body: DepositRequest,
  ip: string,
  centre: 'member' | 'agent',
  origin?: string,
): Promise<DepositCreated> {
  const { merchantCode, clock, audit, repo } = deps;
  const channel = await repo.channelByCode(body.channelCode);
  if (!channel || !channel.enabled) throw new AppError('CHANNEL_UNAVAILABLE');
  const amount = toMinor(body.amount);
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, {
      minAmount: formatMinor(channel.minAmount),
      maxAmount: formatMinor(channel.maxAmount),
    });
  }
  const fee = depositFee(amount, channel.feeBps, channel.feeFixed);
  if (fee >= amount) throw new AppError('AMOUNT_OUT_OF_RANGE');
  const now = clock();
  const { row, created } = await repo.insertOrGetDeposit({
    merchantCode,
    orderNo: newOrderNo('D', now, deps.timeZone),
    memberId,
    channelId: channel.id,
    amount,
    fee,
    creditAmount: amount - fee,
    status: 'PENDING',
    requestKey: body.requestKey,
    note: '',
    createdAt: now,
    updatedAt: now,
  });
  if (!created && (row.amount !== amount || row.channelId !== channel.id)) throw new AppError('IDEMPOTENCY_CONFLICT');
  if (created)
    await audit('deposit.create', memberId, ip, {
      orderNo: row.orderNo,
      amount: body.amount,
      channel: channel.code,
    });
  if (channel.kind !== 'GATEWAY') return createdView(row, null);

  const provider = deps.providers.get(channel.provider ?? '');
  if (!provider) throw new AppError('CHANNEL_UNAVAILABLE');
  if (!created && row.gatewayRef) return createdView(row, `${deps.publicUrl}/sandbox-gateway/pay/${row.gatewayRef}`);
  const back = returnBase(origin, deps.publicUrl, await deps.domainRoute());
  const payment = await provider.createPayment({
    merchantRef: row.orderNo,
    amount: formatMinor(amount),
    currency: deps.currency,
    callbackUrl: `${deps.publicUrl}/wps/payment/callback/${provider.name}`,
    returnUrl: `${back}/${centre === 'agent' ? 'agentHome' : 'member'}?page=depositv2&orderNo=${row.orderNo}`,
  });
  await repo.setGatewayRef(row.id, payment.paymentId);
  return createdView(row, payment.payUrl);
}

async function depositRecords(
  repo: CashierRepository,
  timeZone: string,
  memberId: number,
  query: DepositRecordQuery,
): Promise<DepositRecordPage> {
  const { rows, total } = await repo.depositPage(
    memberId,
    { ...marketDayRange(query.startDate, query.endDate, timeZone), status: query.status },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const list = rows.map(({ order, channelName, channelKind, receiptAt }) => ({
    orderNo: order.orderNo,
    channelName,
    channelKind,
    hasReceipt: receiptAt !== null,
    note: order.note,
    amount: formatMinor(order.amount),
    fee: formatMinor(order.fee),
    creditAmount: formatMinor(order.creditAmount),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  }));
  return pageOf(list, query, total);
}

/**
 * Deposits (depositv2). An online deposit is an order the member pays at the gateway; the
 * gateway's signed callback credits it exactly once: the order row is locked, and the ledger
 * posting's idempotency key is the order number, so replays and races change nothing.
 */
export function createCashierService(deps: CashierDeps) {
  const repo = createCashierRepository(deps.db, deps.merchantCode);
  return {
    ...createPaymentChannels(repo, deps.providers),

    createDeposit: (
      memberId: number,
      body: DepositRequest,
      ip: string,
      centre: 'member' | 'agent' = 'member',
      origin?: string,
    ): Promise<DepositCreated> => createDeposit({ ...deps, repo }, memberId, body, ip, centre, origin),

    handleCallback: createDepositCallback({ ...deps, repo }),

    deposits: (memberId: number, query: DepositRecordQuery) => depositRecords(repo, deps.timeZone, memberId, query),
  };
}
export type CashierService = ReturnType<typeof createCashierService>;
