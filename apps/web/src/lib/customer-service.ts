import { useQuery } from '@tanstack/react-query';
import type { CustomerServiceEntry } from '@fortuna/contracts';
import { decryptCustomerServicePath } from '@fortuna/contracts/customer-service-cipher';
import { pushToast } from '@/stores/toast-store';
import { useSystemStatus } from './queries/system-api';

export type CustomerServiceChannel = Omit<CustomerServiceEntry, 'path'> & { url: string };

/**
 * Customer-service paths arrive encrypted in the status answer (spec §3); they are decoded
 * here with the merchant code. A path that does not decode is dropped, not shown broken.
 */
export function useCustomerService(): CustomerServiceChannel[] {
  const status = useSystemStatus();
  const info = status.data?.info;
  const decoded = useQuery({
    queryKey: ['system', 'customerService', info?.merchantCode, info?.customerService],
    enabled: Boolean(info),
    staleTime: Infinity,
    queryFn: async () => {
      if (!info) return [];
      const entries = await Promise.all(
        info.customerService.map(async ({ path, ...entry }) => {
          try {
            return { ...entry, url: await decryptCustomerServicePath(info.merchantCode, path) };
          } catch {
            return null;
          }
        }),
      );
      return entries.filter((e): e is CustomerServiceChannel => e !== null);
    },
  });
  return decoded.data ?? [];
}

/** Only web and mail links may be opened; anything else is an operator mistake. */
export function safeChannelUrl(raw: string, base: string): string | null {
  try {
    const url = new URL(raw, base);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Spec §7: customer service opens in a 440×750 popup window. */
export function openCustomerService(channel: CustomerServiceChannel | undefined): void {
  const url = channel ? safeChannelUrl(channel.url, window.location.href) : null;
  if (!channel || !url) {
    pushToast({ tone: 'error', messageKey: 'errors:invalidUrl' });
    return;
  }
  if (url.startsWith('mailto:') || url.startsWith('tel:')) {
    window.location.href = url;
    return;
  }
  const popup = window.open(url, `cs_${channel.type}`, 'width=440,height=750');
  if (!popup) pushToast({ tone: 'error', messageKey: 'errors:popupBlocked' });
}
