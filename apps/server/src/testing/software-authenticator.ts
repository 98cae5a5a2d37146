// A software WebAuthn authenticator for tests, written from the specification (WebAuthn §6, CTAP2
// CBOR, COSE) with node:crypto P-256 keys and nothing of the library under test: it answers
// registration options with a "none" attestation and request options with an ES256 assertion,
// and lets a test choose the signature counter (a cloned authenticator sends an old one).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | Uint8Array | string | Map<number | string, Cbor>;

/** Deterministic CBOR (RFC 8949) for the few types attestations need. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };

export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  /** The user handle the authenticator keeps for a discoverable credential. */
  userHandle: string;
  counter: number;
}

function authenticatorData(rpId: string, flagBits: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flagBits]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** Answers `navigator.credentials.create()` options: a new P-256 credential and its registration response. */
export function createCredential(options: { challenge: string; rp: { id?: string | undefined }; user: { id: string } }, origin: string, rpId = options.rp.id ?? "localhost") {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = new Map<number, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? "", "base64url")],
    [-3, Buffer.from(jwk.y ?? "", "base64url")],
  ]);
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cbor(coseKey)]);
  const authData = authenticatorData(rpId, flags.userPresent | flags.userVerified | flags.attestedCredential, 0, attested);
  const attestationObject = cbor(new Map<string, Cbor>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]));
  const id = credentialId.toString("base64url");
  const credential: SoftwareCredential = { id, privateKey, userHandle: options.user.id, counter: 0 };
  const response = {
    id,
    rawId: id,
    type: "public-key" as const,
    response: { clientDataJSON: clientData("webauthn.create", options.challenge, origin).toString("base64url"), attestationObject: attestationObject.toString("base64url"), transports: ["internal" as const] },
    clientExtensionResults: {},
  };
  return { credential, response };
}

/**
 * Answers `navigator.credentials.get()` options with the credential: the counter goes up by one
 * unless `counter` says what to send; `userVerified` false leaves the UV flag off.
 */
export function assert(credential: SoftwareCredential, options: { challenge: string; rpId?: string | undefined }, origin: string, overrides: { counter?: number; userVerified?: boolean } = {}) {
  const counter = overrides.counter ?? credential.counter + 1;
  credential.counter = Math.max(credential.counter, counter);
  const authData = authenticatorData(options.rpId ?? "localhost", flags.userPresent | (overrides.userVerified === false ? 0 : flags.userVerified), counter);
  const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: "public-key" as const,
    response: {
      clientDataJSON: clientDataJSON.toString("base64url"),
      authenticatorData: authData.toString("base64url"),
      signature: signature.toString("base64url"),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
  };
}
