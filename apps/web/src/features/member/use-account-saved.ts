import { useQueryClient } from '@tanstack/react-query';
import { pushToast } from '@/stores/toast-store';

/**
 * What every security-centre form does once saved: the member's data is read again (the
 * statuses change), a toast says what was saved, and the panel closes.
 */
export function useAccountSaved(messageKey: string, onDone: () => void, queryKey: readonly string[] = ['member']) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey });
    pushToast({ tone: 'success', messageKey });
    onDone();
  };
}
