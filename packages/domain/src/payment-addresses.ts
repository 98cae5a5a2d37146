// Address and transaction-hash formats of the networks the platform pays on (DESIGN §6): the
// withdrawal form previews the check in the browser and the server enforces it (10164, 10163),
// so this module is pure and its hashing is pure JavaScript (@noble/hashes), never node:crypto.
// Each rule is the network's own:
// - TRC20 (TRON): base58check of 21 bytes whose version byte is 0x41, so 34 characters from "T";
//   the checksum is the first 4 bytes of sha256(sha256(payload)).
// - ERC20 (Ethereum): "0x" and 40 hex digits; all one case carries no checksum, mixed case must
//   be the EIP-55 checksum (a letter is upper case exactly when its keccak-256 nibble is >= 8).
// - BTC (mainnet only): segwit bech32 ("bc1…", BIP-173, witness v0) or bech32m (v1–16, BIP-350)
//   with the witness program rules of BIP-141, or base58check P2PKH ("1…") / P2SH ("3…").
// A check never throws on any input: hostile text answers false.
import { sha256 } from "@noble/hashes/sha2";
import { keccak_256 } from "@noble/hashes/sha3";
import { assertNever } from "./assert.ts";

export type PaymentNetwork = "TRC20" | "ERC20" | "BTC";

/** Longest address text looked at; every format here is shorter (bech32 stops at 90). */
const addressLengthMax = 120;

/** Whether `address` (already trimmed) is a well-formed address on `network`, checksum included. */
export function addressValid(network: PaymentNetwork, address: string): boolean {
  if (address.length === 0 || address.length > addressLengthMax) return false;
  switch (network) {
    case "TRC20":
      return tronAddressValid(address);
    case "ERC20":
      return ethereumAddressValid(address);
    case "BTC":
      return segwitAddressValid(address) || bitcoinBase58Valid(address);
    default:
      return assertNever(network, "payment network");
  }
}

const hex64 = /^[0-9a-fA-F]{64}$/;

/** Whether `hash` is a transaction hash as `network` writes it: 64 hex digits, 0x-prefixed on ERC20. */
export function txHashValid(network: PaymentNetwork, hash: string): boolean {
  switch (network) {
    case "TRC20":
    case "BTC":
      return hex64.test(hash);
    case "ERC20":
      return hash.startsWith("0x") && hex64.test(hash.slice(2));
    default:
      return assertNever(network, "payment network");
  }
}

/**
 * The one spelling of a valid hash that uniqueness is decided on: hex is case-blind, so "ABC…"
 * and "abc…" are the same transaction and must not be credited twice.
 */
export function normalTxHash(hash: string): string {
  return hash.toLowerCase();
}

// --- base58check (TRON, Bitcoin P2PKH / P2SH) ---

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const base58Digits = new Map([...base58Alphabet].map((char, index) => [char, index]));
/** Payload + 4 checksum bytes of every base58check address here: a version byte and a 20-byte hash. */
const base58PayloadBytes = 21;
const checksumBytes = 4;

/** Big-endian bytes of a base58 string (each leading "1" is a zero byte); undefined on a foreign character. */
function base58Bytes(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = base58Digits.get(char);
    if (digit === undefined) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/** The version byte of a base58check address of 21 payload bytes whose checksum holds; else undefined. */
function base58CheckVersion(text: string): number | undefined {
  const bytes = base58Bytes(text);
  if (bytes?.length !== base58PayloadBytes + checksumBytes) return undefined;
  const payload = bytes.subarray(0, base58PayloadBytes);
  const expected = sha256(sha256(payload)).subarray(0, checksumBytes);
  const given = bytes.subarray(base58PayloadBytes);
  return expected.every((byte, index) => byte === given[index]) ? payload[0] : undefined;
}

const tronVersion = 0x41;
const tronAddressLength = 34;

function tronAddressValid(address: string): boolean {
  return address.length === tronAddressLength && address.startsWith("T") && base58CheckVersion(address) === tronVersion;
}

const bitcoinVersions = new Map([
  ["1", 0x00],
  ["3", 0x05],
]);

/** P2PKH ("1…", version 0x00) or P2SH ("3…", version 0x05), 25 to 34 characters. */
function bitcoinBase58Valid(address: string): boolean {
  const version = bitcoinVersions.get(address.charAt(0));
  return version !== undefined && address.length >= 25 && address.length <= 34 && base58CheckVersion(address) === version;
}

// --- EIP-55 (Ethereum) ---

const ethereumPattern = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 spelling of a 40-hex-digit address body (no "0x"). */
export function eip55Checksummed(body: string): string {
  const lower = body.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  return [...lower]
    .map((char, index) => {
      const byte = hash[index >> 1] ?? 0;
      const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
      return nibble >= 8 ? char.toUpperCase() : char;
    })
    .join("");
}

function ethereumAddressValid(address: string): boolean {
  if (!ethereumPattern.test(address)) return false;
  const body = address.slice(2);
  const oneCase = body === body.toLowerCase() || body === body.toUpperCase();
  return oneCase || body === eip55Checksummed(body);
}

// --- bech32 / bech32m segwit (Bitcoin) ---

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const bech32Values = new Map([...bech32Charset].map((char, index) => [char, index]));
const bech32Generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** The polymod residue of a valid checksum: 1 for bech32 (BIP-173), this constant for bech32m (BIP-350). */
const bech32Constant = 1;
const bech32mConstant = 0x2bc830a3;
const bech32LengthMax = 90;
const bech32ChecksumChars = 6;
const bitcoinHrp = "bc";

function polymod(values: readonly number[]): number {
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = (((check & 0x1ffffff) << 5) ^ value) >>> 0;
    bech32Generators.forEach((generator, bit) => {
      if ((top >>> bit) & 1) check = (check ^ generator) >>> 0;
    });
  }
  return check;
}

function hrpExpanded(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

/** Regroups 5-bit groups into bytes; undefined when the padding is longer than 4 bits or not zero. */
function fiveBitsToBytes(groups: readonly number[]): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const group of groups) {
    accumulator = (accumulator << 5) | group;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((accumulator << (8 - bits)) & 0xff) !== 0) return undefined;
  return bytes;
}

/** A bech32 string's hrp, data groups (checksum removed) and checksum constant; undefined when malformed. */
function bech32Decoded(text: string): { hrp: string; data: number[]; residue: number } | undefined {
  if (text.length > bech32LengthMax || (text !== text.toLowerCase() && text !== text.toUpperCase())) return undefined;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf("1");
  if (separator < 1 || separator + bech32ChecksumChars + 1 > lower.length) return undefined;
  const hrp = lower.slice(0, separator);
  if ([...hrp].some((char) => char.charCodeAt(0) < 33 || char.charCodeAt(0) > 126)) return undefined;
  const values = [...lower.slice(separator + 1)].map((char) => bech32Values.get(char));
  if (values.some((value) => value === undefined)) return undefined;
  const groups = values.filter((value) => value !== undefined);
  return { hrp, data: groups.slice(0, -bech32ChecksumChars), residue: polymod([...hrpExpanded(hrp), ...groups]) };
}

/** A mainnet segwit address: witness v0 in bech32 with a 20- or 32-byte program, v1–16 in bech32m with 2–40 bytes. */
function segwitAddressValid(address: string): boolean {
  const decoded = bech32Decoded(address);
  if (decoded?.hrp !== bitcoinHrp) return false;
  const [version, ...groups] = decoded.data;
  if (version === undefined || version > 16) return false;
  if (decoded.residue !== (version === 0 ? bech32Constant : bech32mConstant)) return false;
  const program = fiveBitsToBytes(groups);
  if (program === undefined || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}
