import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds when it passes a request on: their presence means the client is elsewhere. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * A request made on this machine: its socket's peer is loopback (never `request.ip`, which a
 * trusted proxy's X-Forwarded-For decides) and no proxy passed it on (a reverse proxy on the same
 * machine connects from loopback too, on behalf of anyone).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}
