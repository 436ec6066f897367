import { useSystemStatus } from '@/lib/queries/system-api';
import { bootImageHost } from '@/lib/boot-prefetch';

/** One host per visit, picked at random from imageCDNs (spec §3), so the browser cache works. */
let picked: { hosts: readonly string[]; host: string } | null = null;

export function useImageHost(): string {
  const hosts = useSystemStatus().data?.imageCDNs;
  if (!hosts) return '/media';
  // The boot script's pick, when it preloaded the first banner from it; else one of our own.
  if (picked?.hosts !== hosts) picked = { hosts, host: bootImageHost(hosts) ?? pickImageHost(hosts) };
  return picked.host;
}

/** Spec §3: image paths are relative to a host picked at random from imageCDNs. */
export function pickImageHost(hosts: readonly string[] | undefined, random: () => number = Math.random): string {
  if (!hosts || hosts.length === 0) return '/media';
  return hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))] ?? '/media';
}

/** Full URL of a CDN-relative path; absolute URLs pass through. */
export function imageUrl(host: string, path: string): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
