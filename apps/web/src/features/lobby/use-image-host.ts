import { useSystemStatus } from '@/features/system/api';
import { pickImageHost } from './lobby-fns';

/** One host per visit, picked at random from imageCDNs (spec §3), so the browser cache works. */
let picked: { hosts: readonly string[]; host: string } | null = null;

export function useImageHost(): string {
  const hosts = useSystemStatus().data?.imageCDNs;
  if (!hosts) return '/media';
  if (picked?.hosts !== hosts) picked = { hosts, host: pickImageHost(hosts) };
  return picked.host;
}
