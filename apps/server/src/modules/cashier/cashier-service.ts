import {
  marketDayRange,
  formatMinor,
  toMinor,
  type DepositCreated,
  type DepositRecordPage,
  type DepositRecordQuery,
  type DepositRequest,
  type PaymentChannel,
} from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { depositFee, newOrderNo } from './cashier-fns.js';
import { createCashierRepository, type DepositRow } from './cashier-repository.js';
import type { PaymentProvider } from './payment-provider.js';
import type { MessagesService } from '../messages/messages-service.js';
import { createDepositCallback } from './deposit-callback.js';

export type CashierDeps = {
  db: Db;
  merchantCode: string;
  currency: string;
  /** IANA zone of the brand's market: order numbers and record dates use its calendar days. */
  timeZone: string;
  clock: () => Date;
  ledger: LedgerService;
  audit: Audit;
  messages: MessagesService;
  publicUrl: string;
  providers: ReadonlyMap<string, PaymentProvider>;
};

/**
 * Deposits (depositv2). An online deposit is an order the member pays at the gateway; the
 * gateway's signed callback credits it exactly once: the order row is locked, and the ledger
 * posting's idempotency key is the order number, so replays and races change nothing.
 */
export function createCashierService(deps: CashierDeps) {
  const { db, merchantCode, clock, audit } = deps;
  const repo = createCashierRepository(db, merchantCode);

  const channelView = (c: Awaited<ReturnType<typeof repo.channels>>[number]): PaymentChannel => ({
    code: c.code,
    kind: c.kind,
    name: c.name,
    minAmount: formatMinor(c.minAmount),
    maxAmount: formatMinor(c.maxAmount),
    feeBps: c.feeBps,
    feeFixed: formatMinor(c.feeFixed),
    bank:
      c.kind === 'BANK_TRANSFER'
        ? { bankName: c.bankName ?? '', accountName: c.bankAccountName ?? '', accountNo: c.bankAccountNo ?? '' }
        : null,
  });

  const createdView = (row: DepositRow, payUrl: string | null): DepositCreated => ({
    orderNo: row.orderNo,
    status: row.status,
    amount: formatMinor(row.amount),
    fee: formatMinor(row.fee),
    creditAmount: formatMinor(row.creditAmount),
    payUrl,
  });

  return {
    providerSecret: (provider: string) => repo.providerSecret(provider),

    /** The enabled channels a member can pay through (gateway channels only with their gateway configured). */
    async channels(): Promise<PaymentChannel[]> {
      return (await repo.channels())
        .filter((c) => c.kind !== 'GATEWAY' || deps.providers.has(c.provider ?? ''))
        .map(channelView);
    },

    /** Enabled gateway channels whose gateway this server has not configured (e.g. the sandbox outside demo mode). */
    async channelsWithoutGateway(): Promise<Array<{ code: string; provider: string }>> {
      return (await repo.channels())
        .filter((c) => c.kind === 'GATEWAY' && !deps.providers.has(c.provider ?? ''))
        .map((c) => ({ code: c.code, provider: c.provider ?? '' }));
    },

    /**
     * `centre`: where the depositor came from — an agent pays from the agent centre and is sent
     * back there from the gateway; everyone else to the member centre.
     */
    async createDeposit(
      memberId: number,
      body: DepositRequest,
      ip: string,
      centre: 'member' | 'agent' = 'member',
    ): Promise<DepositCreated> {
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
      if (!created && (row.amount !== amount || row.channelId !== channel.id))
        throw new AppError('IDEMPOTENCY_CONFLICT');
      if (created)
        await audit('deposit.create', memberId, ip, {
          orderNo: row.orderNo,
          amount: body.amount,
          channel: channel.code,
        });
      if (channel.kind !== 'GATEWAY') return createdView(row, null);

      const provider = deps.providers.get(channel.provider ?? '');
      if (!provider) throw new AppError('CHANNEL_UNAVAILABLE');
      if (!created && row.gatewayRef)
        return createdView(row, `${deps.publicUrl}/sandbox-gateway/pay/${row.gatewayRef}`);
      const payment = await provider.createPayment({
        merchantRef: row.orderNo,
        amount: formatMinor(amount),
        currency: deps.currency,
        callbackUrl: `${deps.publicUrl}/wps/payment/callback/${provider.name}`,
        returnUrl: `${deps.publicUrl}/${centre === 'agent' ? 'agentHome' : 'member'}?page=depositv2&orderNo=${row.orderNo}`,
      });
      await repo.setGatewayRef(row.id, payment.paymentId);
      return createdView(row, payment.payUrl);
    },

    handleCallback: createDepositCallback({ ...deps, repo }),

    async deposits(memberId: number, query: DepositRecordQuery): Promise<DepositRecordPage> {
      const { rows, total } = await repo.depositPage(
        memberId,
        { ...marketDayRange(query.startDate, query.endDate, deps.timeZone), status: query.status },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return {
        list: rows.map(({ order, channelName, channelKind, receiptAt }) => ({
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
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}
export type CashierService = ReturnType<typeof createCashierService>;
