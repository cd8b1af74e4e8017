import type http from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * The header the built server sets on every request to the client's address, as rate limits and
 * logs see it. Set (and overwritten, whatever the client sent) by the request guard before any
 * route runs; the Astro side reads it with `clientAddressOf`.
 */
export const CLIENT_ADDRESS_HEADER = 'x-zorgzaam-client-address';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** TRUST_PROXY's entries (addresses and CIDRs) as one list to check peers against. */
export function trustedProxies(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether every entry of a TRUST_PROXY list is an address or a CIDR (for the env check). */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const isTrusted = (list: BlockList, address: string) =>
  isIP(address) !== 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The addresses a proxy chain names, client first: X-Forwarded-For, else Forwarded's for=. */
function forwardedChain(headers: http.IncomingHttpHeaders): string[] {
  const xff = headers['x-forwarded-for'];
  const text = Array.isArray(xff) ? xff.join(',') : xff;
  if (text) return text.split(',').map((part) => plain(part.trim()));
  const forwarded = headers.forwarded;
  if (!forwarded) return [];
  return [...forwarded.matchAll(/for=("?)\[?([^\]";,]+)\]?(?::\d+)?\1/gi)].map((match) =>
    plain(match[2] ?? ''),
  );
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * forwarded chain is read from the right, skipping trusted proxies, and the first address no
 * trusted proxy stands for is the client. A chain a stranger writes himself is only believed as far
 * as our own proxies vouch for it.
 */
export function resolveClientAddress(
  peer: string | undefined,
  headers: http.IncomingHttpHeaders,
  trusted: BlockList,
): string {
  const direct = plain(peer ?? '');
  if (!isTrusted(trusted, direct)) return direct;
  const chain = forwardedChain(headers).filter((address) => isIP(address) !== 0);
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = chain[index] ?? '';
    if (!isTrusted(trusted, address)) return address;
  }
  return chain[0] ?? direct;
}

/** The client's address in a route: the guard's header in the built server, Astro's own elsewhere (dev, tests). */
export function clientAddressOf(context: { request: Request; clientAddress: string }): string {
  return context.request.headers.get(CLIENT_ADDRESS_HEADER) ?? context.clientAddress;
}
