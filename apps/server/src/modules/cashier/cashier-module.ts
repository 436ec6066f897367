import type { AttemptLimits } from '../identity/attempts/attempts-service.js';
import type { FastifyPluginAsync } from 'fastify';
import { createAudit } from '../../platform/audit.js';
import { createAuditChain } from '../../platform/audit-chain.js';
import { cashierRoutes } from './cashier-routes.js';
import { consoleCashierRoutes } from './console-cashier-routes.js';
import { createCashierService, type CashierDeps, type CashierService } from './cashier-service.js';
import { depositReviewRoutes } from './deposit-review-routes.js';
import { createDepositReviewService, type DepositReviewService } from './deposit-review-service.js';
import { createPayoutChangeService, type PayoutChangeDeps, type PayoutChangeService } from './payout-change.js';
import { createPaymentChannelAdmin, type PaymentChannelAdmin } from './payment-channel-admin.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { withdrawalReceiptRoutes } from './withdrawal-receipt-routes.js';
import { createWithdrawalReceiptService, type WithdrawalReceiptService } from './withdrawal-receipt-service.js';
import type { CredentialGuard } from '../identity/member/credential-guard.js';
import { withdrawalRoutes } from './withdrawal-routes.js';
import { createWithdrawalService, type WithdrawalService } from './withdrawal-service.js';

export { createSandboxGatewayRepository } from './sandbox-gateway-repository.js';

/** Maker–checker changes of a withdrawal's payout details (made once approvals exist; registers withdrawalPayout). */
export type PayoutChangeServices = { payoutChanges: PayoutChangeService };
export const createPayoutChangeServices = (deps: PayoutChangeDeps): PayoutChangeServices => ({
  payoutChanges: createPayoutChangeService(deps),
});

/** Deposits, withdrawals, their receipts and the review of bank transfers, added to app.services. */
export type CashierServices = {
  cashier: CashierService;
  withdrawals: WithdrawalService;
  withdrawalReceipts: WithdrawalReceiptService;
  depositReview: DepositReviewService;
  paymentChannelAdmin: PaymentChannelAdmin;
};

export function createCashierServices(
  deps: Omit<CashierDeps, 'audit' | 'providers'> & {
    attempts: Pick<AttemptLimits, 'attempt'>;
    /** Identity's guard: fresh proof for payout accounts, and the withdrawal hold after credential changes. */
    credentials: CredentialGuard;
    /** Demo mode: the sandbox gateway is mounted, and its channels pay through it. */
    sandboxGateway: boolean;
    /** Agents owing a downline a settlement bill may not withdraw (agent-settlement). */
    arrears?: (memberId: number) => Promise<boolean>;
  },
): CashierServices {
  const { db, merchantCode, clock, publicUrl } = deps;
  // Staff and CLI decisions go to the audit chain (appends serialise on its head row, whoever appends).
  const common = {
    ...deps,
    audit: createAudit(db, merchantCode, clock),
    chain: createAuditChain(db, merchantCode, clock),
  };
  const cashier: CashierService = createCashierService({
    ...common,
    providers: new Map(
      deps.sandboxGateway
        ? [
            [
              // The sandbox gateway is served by this process: reach it through the public address.
              'sandbox',
              createSandboxProvider({
                gatewayUrl: publicUrl,
                merchantCode,
                secret: async () => (await cashier.providerSecret('sandbox')) ?? '',
                clock,
              }),
            ],
          ]
        : [],
    ),
  });
  return {
    cashier,
    withdrawals: createWithdrawalService(common),
    withdrawalReceipts: createWithdrawalReceiptService(common),
    depositReview: createDepositReviewService(common),
    paymentChannelAdmin: createPaymentChannelAdmin({ ...common, gateways: () => cashier.gateways() }),
  };
}

/** Every route of the cashier (deposits, withdrawals, receipts, bank-transfer slips, the console's cashier). */
export const cashierModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cashierRoutes);
  await app.register(withdrawalRoutes);
  await app.register(withdrawalReceiptRoutes);
  await app.register(depositReviewRoutes);
  await app.register(consoleCashierRoutes);
};
