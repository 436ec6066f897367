import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePaymentChannel, WithdrawalSettings } from '@fortuna/contracts';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

const CHANNELS = ['console', 'cashier', 'channels'] as const;
const SETTINGS = ['console', 'cashier', 'withdrawalSettings'] as const;

/** The brand's payment channels (enabled or not) and the gateways this server has. */
export function usePaymentChannels(enabled: boolean) {
  return useQuery({
    queryKey: CHANNELS,
    enabled,
    queryFn: ({ signal }) => call(consoleRoutes.paymentChannels, { query: {} }, signal),
  });
}

/** An owner's change of one channel; the list refreshes. */
export function useUpdatePaymentChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdatePaymentChannel }) =>
      call(consoleRoutes.updatePaymentChannel, { params: { code }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CHANNELS }),
  });
}

export function useWithdrawalSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS,
    enabled,
    queryFn: ({ signal }) => call(consoleRoutes.withdrawalSettings, { query: {} }, signal),
  });
}

export function useUpdateWithdrawalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalSettings) => call(consoleRoutes.updateWithdrawalSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS, saved),
  });
}
