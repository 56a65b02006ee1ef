import net from 'node:net';

/**
 * Which peers may speak for the client: the reverse proxies in front of the service. Their
 * `X-Forwarded-For` and `X-Forwarded-Proto` are believed; anyone else's are ignored, so a client that
 * reaches the port directly cannot claim another address (and so escape the rate limit) or claim HTTPS.
 *
 * Configured by TRUST_PROXY: `1` trusts the loopback addresses (a proxy on the same machine, the usual
 * set-up, with the service bound to 127.0.0.1), or a comma list of addresses and CIDR ranges
 * (`10.0.0.5, 192.168.1.0/24, fd00::/8`); empty or `0` trusts nobody. net.BlockList does the matching.
 */
export type ProxyTrust = { trusts(address: string | undefined): boolean };

/** What AppOptions carries: off, on for loopback, or the proxies' addresses and ranges. */
export type TrustProxyOption = boolean | readonly string[];

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** Strips the IPv4-mapped IPv6 form the socket reports on a dual-stack listener (::ffff:127.0.0.1). */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Parses one TRUST_PROXY entry; throws with the entry named when it is neither an address nor a range. */
function addEntry(list: net.BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
    throw new Error(`"${entry}" has a bad prefix length`);
  list.addSubnet(address, bits, type);
}

export function proxyTrust(option: TrustProxyOption): ProxyTrust | null {
  if (option === false || (Array.isArray(option) && option.length === 0)) return null;
  const entries = option === true ? LOOPBACK : (option as readonly string[]);
  const list = new net.BlockList();
  for (const entry of entries) addEntry(list, entry.trim());
  return {
    trusts(address) {
      if (!address) return false;
      const plain = plainAddress(address);
      const family = net.isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** TRUST_PROXY's value: `1`/`true` → loopback, a list → those, empty/`0`/`false` → nobody. */
export function parseTrustProxy(raw: string | undefined): TrustProxyOption {
  const value = raw?.trim() ?? '';
  if (/^(|0|false|no|off)$/i.test(value)) return false;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  proxyTrust(entries); // throws on a bad entry, so the start fails naming it
  return entries;
}

type Peer = { remoteAddress?: string; headers: Record<string, string | string[] | undefined> };

const header = (peer: Peer, name: string) => {
  const value = peer.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/**
 * The client's address. From a trusted proxy: X-Forwarded-For read from the right (each proxy appends the
 * address it saw), skipping our own proxies, so the first address no proxy of ours vouches for is the
 * client; whatever the client wrote further left is never believed. From anyone else: the socket's.
 */
export function clientAddress(peer: Peer, trust: ProxyTrust | null): string {
  const socket = peer.remoteAddress ? plainAddress(peer.remoteAddress) : 'unknown';
  if (!trust?.trusts(socket)) return socket;
  const hops = header(peer, 'x-forwarded-for')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter((hop) => net.isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) if (!trust.trusts(hops[i])) return hops[i]!;
  return hops[0] ?? socket;
}

/** HTTPS directly, or as a trusted proxy says it received the request (X-Forwarded-Proto). */
export function forwardedHttps(peer: Peer, encrypted: boolean, trust: ProxyTrust | null): boolean {
  if (encrypted) return true;
  if (!trust?.trusts(peer.remoteAddress)) return false;
  const protos = header(peer, 'x-forwarded-proto').split(',').map((p) => p.trim().toLowerCase());
  // The proxy next to us appends (or sets) the scheme it saw: the last value.
  return protos[protos.length - 1] === 'https';
}
