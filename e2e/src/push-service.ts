// A stand-in for a browser's push service (RFC 8030) and for the browser's decryption of what it
// receives (RFC 8291, aes128gcm), written from the RFCs with node:crypto (the server encrypts with
// the `web-push` package): the browser suite cannot reach a real push service, so it runs this one
// over HTTPS on 127.0.0.1 and hands the decrypted message to the page's service worker itself.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

/** A self-signed certificate for 127.0.0.1; the server under test trusts it through NODE_EXTRA_CA_CERTS. */
export function selfSignedCertificate(): { certPath: string; keyPath: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-push-"));
  const certPath = path.join(dir, "cert.pem");
  const keyPath = path.join(dir, "key.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", keyPath, "-out", certPath, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
  return { certPath, keyPath };
}

export interface ReceivedPush {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Accepts every POST with 201, as a push service does, and keeps what arrived. */
export async function startPushService(certificate: { certPath: string; keyPath: string }) {
  const received: ReceivedPush[] = [];
  const server = https.createServer({ cert: fs.readFileSync(certificate.certPath), key: fs.readFileSync(certificate.keyPath) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the push service has no port");
  return { origin: `https://127.0.0.1:${address.port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A subscriber's keys, as a browser makes them for a push subscription. */
export function subscriberKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return { ecdh, p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url"), authSecret, publicKey };
}

/** Decrypts one aes128gcm message (RFC 8188 framing, RFC 8291 keys) for the subscriber. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof subscriberKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error("a push message of more than one record");
  const sharedSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderPublicKey]);
  const inputKey = Buffer.from(crypto.hkdfSync("sha256", sharedSecret, keys.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(crypto.hkdfSync("sha256", inputKey, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", inputKey, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the push message's last record has no delimiter");
  return padded.subarray(0, end).toString("utf8");
}
