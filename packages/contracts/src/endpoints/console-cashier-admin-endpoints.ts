import {
  ConsolePaymentChannel,
  ConsolePaymentChannels,
  PaymentChannelCodeParams,
  PayoutChangeCreated,
  PayoutChangeRequest,
  UpdatePaymentChannel,
} from '../console-cashier.js';
import { WithdrawalOrderParams } from '../cashier.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

// The console cashier's configuration (issue 19): payment channels (owners change them), and
// maker–checker changes of a pending withdrawal's payout details.
const cashier = endpointsOf(['console']);

export const consoleCashierAdminEndpoints = {
  paymentChannels: cashier({
    method: 'GET',
    path: '/console/api/cashier/channels',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'The brand’s payment channels, enabled or not, in the members’ order, and the gateways configured',
    query: NoQuery,
    response: ConsolePaymentChannels,
  }),
  updatePaymentChannel: cashier({
    method: 'PUT',
    path: '/console/api/cashier/channels/:code',
    auth: 'staff',
    permission: 'cashier.settings',
    summary: 'Enable or disable a channel, set its limits, its order and (a gateway channel) its gateway (owners)',
    description:
      'Written to the audit chain (channel.update, before and after) in the same transaction; members see the change on their next call. NOT_FOUND for an unknown channel; VALIDATION_FAILED (body.provider) when a gateway channel would be enabled with, or moved to, a gateway this server has not configured.',
    params: PaymentChannelCodeParams,
    body: UpdatePaymentChannel,
    response: ConsolePaymentChannel,
  }),
  proposePayoutChange: cashier({
    method: 'POST',
    path: '/console/api/cashier/withdrawals/:orderNo/payout',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Propose new payout details for a pending withdrawal (applies when another staff member approves)',
    description:
      'Makes an approval request of kind withdrawalPayout, decided through /console/api/approvals by another withdrawals.review holder (the maker gets SELF_APPROVAL_FORBIDDEN; racing decisions: one outcome, the others APPROVAL_NOT_PENDING). Approving changes the order in the same transaction; it is refused (the request stays pending) with ORDER_NOT_PENDING once the order is settled, or CONFLICT when its payout details changed since. NOT_FOUND for an unknown order; IDEMPOTENCY_CONFLICT when the key was used with other details.',
    params: WithdrawalOrderParams,
    body: PayoutChangeRequest,
    response: PayoutChangeCreated,
  }),
};
