import { useSystemStatus } from '@/features/system/api';
import { bootImageHost } from '@/lib/boot-prefetch';
import { pickImageHost } from './lobby-fns';

/** One host per visit, picked at random from imageCDNs (spec §3), so the browser cache works. */
let picked: { hosts: readonly string[]; host: string } | null = null;

export function useImageHost(): string {
  const hosts = useSystemStatus().data?.imageCDNs;
  if (!hosts) return '/media';
  // The boot script's pick, when it preloaded the first banner from it; else one of our own.
  if (picked?.hosts !== hosts) picked = { hosts, host: bootImageHost(hosts) ?? pickImageHost(hosts) };
  return picked.host;
}
