// Checks a TRUST_PROXY list of proxy addresses and CIDRs before Fastify sees it. Two things must
// never start: an entry Fastify's proxy-addr cannot read (it threw a raw TypeError at start-up,
// e.g. for a /0 prefix), and a list that trusts every client address, which lets any client
// write its own address into X-Forwarded-For and dodge every per-IP limit, however the list is
// spelled: `0.0.0.0/1,128.0.0.0/1` trusts every IPv4 address as surely as `0.0.0.0/0` would.
//
// The coverage follows proxy-addr's matching: an IPv4 client (or an IPv4-mapped one, which it
// reads as IPv4) is trusted by IPv4 entries and by IPv4-mapped IPv6 entries of prefix 96 or
// more; a native IPv6 client by IPv6 entries that are not IPv4-mapped. So the IPv4 space and the
// native IPv6 space (everything but ::ffff:0:0/96) are each checked for full coverage.
import net from "node:net";

/** An inclusive range of addresses as numbers: 32-bit for IPv4, 128-bit for IPv6. */
interface Span {
  first: bigint;
  last: bigint;
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list, and what they stand for. */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const ipv4Bits = 32;
const ipv6Bits = 128;
/** The IPv4-mapped block ::ffff:0:0/96, which native IPv6 clients never come from. */
const mappedPrefixBits = 96;
const mappedBlock: Span = { first: 0xffffn << 32n, last: (0xffffn << 32n) | 0xffff_ffffn };

function ipv4Number(address: string): bigint {
  return address.split(".").reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** An address net.isIPv6 accepted, as its 128-bit number (a zone id, `%eth0`, is dropped). */
function ipv6Number(address: string): bigint {
  const [withoutZone = ""] = address.split("%");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone);
  // A trailing dotted IPv4 part stands for the last two groups.
  const text = dotted?.[1] ? withoutZone.slice(0, -dotted[1].length) + "0:0" : withoutZone;
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  const value = groups.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
  return dotted?.[1] ? value | ipv4Number(dotted[1]) : value;
}

function spanOf(address: bigint, prefixBits: number, bits: number): Span {
  const hostBits = BigInt(bits - prefixBits);
  const first = (address >> hostBits) << hostBits;
  return { first, last: first | ((1n << hostBits) - 1n) };
}

/** Whether the spans together hold every address of `space`, except those inside `except`. */
function covers(spans: Span[], space: Span, except?: Span): boolean {
  const sorted = [...spans].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  let next = space.first;
  const gapAllowed = (from: bigint, to: bigint) => except !== undefined && from >= except.first && to <= except.last;
  for (const span of sorted) {
    if (span.first > next && !gapAllowed(next, span.first - 1n)) return false;
    if (span.last >= next) next = span.last + 1n;
    if (next > space.last) return true;
  }
  return next > space.last || gapAllowed(next, space.last);
}

type Reach = { family: "ipv4" | "ipv6"; span: Span } | { problem: string };

/** What one address or CIDR entry trusts, in proxy-addr's terms, or why it cannot be read. */
function reachOf(entry: string): Reach {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return { problem: `${entry} is not an address or CIDR` };
  const bits = family === 4 ? ipv4Bits : ipv6Bits;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return { problem: `${entry} has a malformed prefix` };
  const prefixBits = prefix === undefined ? bits : Number(prefix);
  if (prefixBits === 0) return { problem: `${entry} trusts every address, so any client could forge its own` };
  if (prefixBits > bits) return { problem: `${entry} needs a prefix of at most ${bits}` };
  if (family === 4) return { family: "ipv4", span: spanOf(ipv4Number(address), prefixBits, bits) };
  const value = ipv6Number(address);
  const mapped = value >= mappedBlock.first && value <= mappedBlock.last;
  if (!mapped) return { family: "ipv6", span: spanOf(value, prefixBits, bits) };
  // proxy-addr matches an IPv4-mapped entry against IPv4 clients only, and only from prefix 96.
  if (prefixBits < mappedPrefixBits) return { problem: `${entry} is an IPv4-mapped address and needs a prefix of at least ${mappedPrefixBits}` };
  return { family: "ipv4", span: spanOf(value - mappedBlock.first, prefixBits - mappedPrefixBits, ipv4Bits) };
}

/** Why a TRUST_PROXY list must not be used, or undefined when it is a list of proxies. */
export function trustListProblem(entries: readonly string[]): string | undefined {
  const spans: Record<"ipv4" | "ipv6", Span[]> = { ipv4: [], ipv6: [] };
  for (const entry of entries) {
    for (const each of namedRanges[entry] ?? [entry]) {
      const reach = reachOf(each);
      if ("problem" in reach) return reach.problem;
      spans[reach.family].push(reach.span);
    }
  }
  if (covers(spans.ipv4, { first: 0n, last: (1n << 32n) - 1n })) return "it trusts every IPv4 address, so any client could forge its own";
  if (covers(spans.ipv6, { first: 0n, last: (1n << 128n) - 1n }, mappedBlock)) return "it trusts every IPv6 address, so any client could forge its own";
  return undefined;
}
