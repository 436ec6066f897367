import { formatMinor, type PaymentChannel } from '@fortuna/contracts';
import type { CashierRepository } from './cashier-repository.js';
import type { PaymentProvider } from './payment-provider.js';

type ChannelRow = Awaited<ReturnType<CashierRepository['channels']>>[number];

const channelView = (c: ChannelRow): PaymentChannel => ({
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

/** The brand's payment channels as members see them: gateway channels only with their gateway configured. */
export function createPaymentChannels(repo: CashierRepository, providers: ReadonlyMap<string, PaymentProvider>) {
  return {
    providerSecret: (provider: string) => repo.providerSecret(provider),

    /** The gateways this server has configured (the sandbox in demo mode). */
    gateways: (): string[] => [...providers.keys()],

    /** The enabled channels a member can pay through (gateway channels only with their gateway configured). */
    async channels(): Promise<PaymentChannel[]> {
      return (await repo.channels())
        .filter((c) => c.kind !== 'GATEWAY' || providers.has(c.provider ?? ''))
        .map(channelView);
    },

    /** Enabled gateway channels whose gateway this server has not configured (e.g. the sandbox outside demo mode). */
    async channelsWithoutGateway(): Promise<Array<{ code: string; provider: string }>> {
      return (await repo.channels())
        .filter((c) => c.kind === 'GATEWAY' && !providers.has(c.provider ?? ''))
        .map((c) => ({ code: c.code, provider: c.provider ?? '' }));
    },
  };
}
