// Address and hash formats against the networks' published examples (the TRON USDT contract,
// EIP-55's vectors, BIP-173/350's segwit vectors, well-known base58 addresses), every one-
// character change of them, and generated addresses: a valid one passes, a mutated one fails,
// and no input throws.
import { sha256 } from "@noble/hashes/sha2";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressValid, eip55Checksummed, normalTxHash, txHashValid, type PaymentNetwork } from "./payment-addresses.ts";

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** Test-side encoder: base58check of version + 20 bytes, to generate addresses. */
function base58Check(version: number, hash: Uint8Array): string {
  const payload = Uint8Array.from([version, ...hash]);
  const bytes = [...payload, ...sha256(sha256(payload)).subarray(0, 4)];
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n);
  let text = "";
  while (value > 0n) {
    text = base58Alphabet.charAt(Number(value % 58n)) + text;
    value /= 58n;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return "1".repeat(zeros === -1 ? bytes.length : zeros) + text;
}

const alphabetOf: Record<string, string> = {
  base58: base58Alphabet,
  bech32: "qpzry9x8gf2tvdw0s3jn54khce6mua7l",
  hex: "0123456789abcdefABCDEF",
};

/** Every address that differs from `address` in exactly one character (drawn from `alphabet`). */
function oneCharacterChanges(address: string, alphabet: string, from = 0): string[] {
  const changed: string[] = [];
  for (let index = from; index < address.length; index += 1) {
    for (const char of alphabet) {
      if (char.toLowerCase() !== address.charAt(index).toLowerCase()) changed.push(address.slice(0, index) + char + address.slice(index + 1));
    }
  }
  return changed;
}

const tronValid = ["TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8"];
const eip55Valid = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
  "0x52908400098527886E0F7030069857D2E4169EE7",
  "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
  "0xde709f2102306220921060314715629080e2fb77",
  "0x27b1fdb04752bbc536007a920d24acb045561c26",
];
const segwitValid = [
  "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
  "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
  "BC1SW50QGDZ25J",
  "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs",
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
];
const bitcoinBase58Valid = ["1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"];

describe("TRC20 addresses", () => {
  it("accepts TRON's base58check addresses, among them the USDT contract", () => {
    for (const address of tronValid) expect(addressValid("TRC20", address)).toBe(true);
  });

  it("refuses every one-character change, other versions, lengths and networks", () => {
    for (const address of tronValid) {
      for (const changed of oneCharacterChanges(address, alphabetOf.base58 ?? "")) expect(addressValid("TRC20", changed)).toBe(false);
    }
    const hash = new Uint8Array(20).fill(7);
    expect(addressValid("TRC20", base58Check(0x41, hash))).toBe(true);
    expect(addressValid("TRC20", base58Check(0x00, hash))).toBe(false);
    expect(addressValid("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6")).toBe(false);
    expect(addressValid("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ")).toBe(false);
    expect(addressValid("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t")).toBe(false);
    expect(addressValid("ERC20", tronValid[0] ?? "")).toBe(false);
    expect(addressValid("BTC", tronValid[0] ?? "")).toBe(false);
  });

  it("accepts any version-0x41 base58check address", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (hash) => {
        expect(addressValid("TRC20", base58Check(0x41, hash))).toBe(true);
      }),
    );
  });
});

describe("ERC20 addresses", () => {
  it("accepts EIP-55's vectors and their all-lower or all-upper case", () => {
    for (const address of eip55Valid) {
      expect(addressValid("ERC20", address)).toBe(true);
      expect(addressValid("ERC20", address.toLowerCase())).toBe(true);
      expect(addressValid("ERC20", `0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
  });

  it("refuses a mixed case that is not the checksum, and malformed text", () => {
    for (const address of eip55Valid.slice(0, 4)) {
      const letters = [...address].map((char, index) => ({ char, index })).filter(({ char, index }) => index > 1 && /[a-fA-F]/.test(char));
      for (const { char, index } of letters) {
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        expect(addressValid("ERC20", address.slice(0, index) + flipped + address.slice(index + 1))).toBe(false);
      }
    }
    for (const bad of ["5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg"]) {
      expect(addressValid("ERC20", bad)).toBe(false);
    }
  });

  it("accepts the checksum of any address and refuses it with one letter's case flipped", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), fc.nat(), (body, pick) => {
        const checksummed = eip55Checksummed(body);
        expect(addressValid("ERC20", `0x${checksummed}`)).toBe(true);
        const letters = [...checksummed].flatMap((char, index) => (/[a-fA-F]/.test(char) ? [index] : []));
        const index = letters[pick % Math.max(letters.length, 1)];
        if (index === undefined || letters.length < 2) return;
        const char = checksummed.charAt(index);
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        expect(addressValid("ERC20", `0x${checksummed.slice(0, index)}${flipped}${checksummed.slice(index + 1)}`)).toBe(false);
      }),
    );
  });
});

describe("BTC addresses", () => {
  it("accepts BIP-173/350's mainnet segwit vectors and base58 P2PKH and P2SH", () => {
    for (const address of [...segwitValid, ...bitcoinBase58Valid]) expect(addressValid("BTC", address)).toBe(true);
  });

  it("refuses BIP-350's invalid vectors, testnet and BIP-173's superseded v1 checksum", () => {
    const invalid = [
      "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut", // unknown human-readable part
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", // bech32 instead of bech32m
      "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL", // bech32 instead of bech32m
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", // bech32m instead of bech32
      "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4", // invalid character in the checksum
      "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R", // witness version 17
      "bc1pw5dgrnzv", // 1-byte program
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav", // 41-byte program
      "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", // v0 program of 16 bytes
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", // more than 4 padding bits
      "bc1gmk9yu", // empty data
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", // wrong checksum
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4", // mixed case
      "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", // testnet
      "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx", // BIP-173's v1, bech32
      "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", // testnet P2PKH
      "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb", // base58 checksum
    ];
    for (const address of invalid) expect(addressValid("BTC", address), address).toBe(false);
  });

  it("refuses every one-character change of a valid address", () => {
    for (const address of segwitValid) {
      // The human-readable part and separator ("bc1") are checked by name; change the data part.
      for (const changed of oneCharacterChanges(address.toLowerCase(), alphabetOf.bech32 ?? "", 3)) expect(addressValid("BTC", changed), changed).toBe(false);
    }
    for (const address of bitcoinBase58Valid) {
      for (const changed of oneCharacterChanges(address, alphabetOf.base58 ?? "")) expect(addressValid("BTC", changed), changed).toBe(false);
    }
  });

  it("accepts any version-0x00 or 0x05 base58check address", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.constantFrom(0x00, 0x05), (hash, version) => {
        expect(addressValid("BTC", base58Check(version, hash))).toBe(true);
        expect(addressValid("TRC20", base58Check(version, hash))).toBe(false);
      }),
    );
  });
});

describe("any text", () => {
  const networks = fc.constantFrom<PaymentNetwork>("TRC20", "ERC20", "BTC");

  it("answers without throwing, and nothing longer than 120 characters passes", () => {
    fc.assert(
      fc.property(networks, fc.string({ maxLength: 200 }), (network, text) => {
        const valid = addressValid(network, text);
        expect(typeof valid).toBe("boolean");
        if (text.length > 120 || text.length === 0) expect(valid).toBe(false);
        expect(typeof txHashValid(network, text)).toBe("boolean");
      }),
    );
    expect(addressValid("BTC", `1${"1".repeat(200)}`)).toBe(false);
  });
});

describe("transaction hashes", () => {
  it("takes 64 hex digits on TRC20 and BTC, 0x and 64 on ERC20, in either case", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{64}$/), (hash) => {
        expect(txHashValid("TRC20", hash) && txHashValid("BTC", hash) && txHashValid("ERC20", `0x${hash}`)).toBe(true);
        expect(txHashValid("ERC20", hash) || txHashValid("TRC20", `0x${hash}`) || txHashValid("BTC", `0x${hash}`)).toBe(false);
        expect(normalTxHash(hash)).toBe(hash.toLowerCase());
      }),
    );
  });

  it("refuses other lengths and characters", () => {
    const hash = "a".repeat(64);
    for (const bad of [hash.slice(1), `${hash}a`, `${hash.slice(1)}g`, ` ${hash.slice(1)}`, ""]) {
      expect(txHashValid("TRC20", bad) || txHashValid("BTC", bad) || txHashValid("ERC20", `0x${bad}`)).toBe(false);
    }
    expect(txHashValid("ERC20", `0X${hash}`)).toBe(false);
  });
});
