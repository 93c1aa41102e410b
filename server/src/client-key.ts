// The key under which per-client limits count a request. One IPv6 subscriber usually holds a
// whole /64 and can pick any address in it, so counting per IPv6 address would give one client
// 2^64 fresh buckets: IPv6 clients are grouped by their /64. IPv4 (and IPv4 reached through an
// IPv4-mapped IPv6 socket) stays one address per key.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of a valid IPv6 address (zone index dropped), embedded IPv4 included. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] as string;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for the last two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952 text of eight groups: lower case, no leading zeros, longest zero run as `::`. */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  const before = hex.slice(0, bestStart).join(':');
  const after = hex.slice(bestStart + bestLength).join(':');
  return `${before}::${after}`;
}

/**
 * `1.2.3.4` → `1.2.3.4`; `::ffff:1.2.3.4` → `1.2.3.4`; `2001:DB8:1:2:a:b:c:d` →
 * `2001:db8:1:2::/64` (every spelling of one /64 gives one key). Anything that is not an IP
 * address (it cannot happen for a socket address, but a key must never be shared by accident)
 * is returned unchanged.
 */
export function clientKey(ip: string): string {
  const address = ip.trim();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = ipv6Groups(address);
  // `::ffff:7f00:1` is the hexadecimal spelling of an IPv4-mapped address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}
