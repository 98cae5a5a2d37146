// The image limits (issue 22) through HTTP: every hostile shape the security reviews built, made
// here in memory, is refused with its code within a second, and all of them together grow the
// server by less than 64 MB (RSS: native decoder memory included). A refused upload counts
// toward the hourly limit; a user's uploads are processed one at a time (two more wait, the rest
// are refused at once), so five JPEG 2000 files sent at once hold one place in the shared
// decoder, and another user's sign-in and uploads meanwhile keep their pace.
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { uploadPixelsMax, uploadSidePixelsMax, uploadsPerUserPerHourMax } from "@tradewind/api/uploads";
import type { UserId } from "@tradewind/domain/ids";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { blackPng, fixture, multipartBody, pngImage, uploadFile } from "./testing.ts";

/** Longest a refusal may take, request and all; and another user's sign-in or small upload meanwhile. */
const answerMsMax = 1000;
/** Most the server's resident memory may grow over every hostile upload of the suite. */
const rssGrowthBytesMax = 64 * 1024 * 1024;
const megabyte = 1024 * 1024;

/**
 * The 415-byte JPEG 2000 fixture with its SIZ header claiming `width` × `height` in tiles of
 * `tileSide` (one tile by default); the coded data is unchanged, and OpenJPEG fills the rest.
 */
function j2kClaiming(width: number, height: number, tileSide?: number): Buffer {
  const bytes = Buffer.from(fixture("pattern.j2k"));
  for (const [at, value] of [[8, width], [12, height], [24, tileSide ?? width], [28, tileSide ?? height]] as const) bytes.writeUInt32BE(value, at);
  return bytes;
}

/** A JP2 file around `codestream`: the signature box, then the codestream box (enough for the upload service's unwrapping). */
function jp2Around(codestream: Buffer): Buffer {
  const box = Buffer.alloc(8);
  box.writeUInt32BE(8 + codestream.length);
  box.write("jp2c", 4, "latin1");
  return Buffer.concat([fixture("pattern.jp2").subarray(0, 12), box, codestream]);
}

/** A real 40 × 20 baseline JPEG, then with `edit` applied to its frame header (SOF0: FF C0, length 17) at `sof`. */
async function jpegWithFrame(edit: (bytes: Buffer, sof: number) => void): Promise<Buffer> {
  const bytes = Buffer.from(await sharp({ create: { width: 40, height: 20, channels: 3, background: "#808080" } }).jpeg().toBuffer());
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0, 0x00, 0x11]));
  expect(sof).toBeGreaterThan(0);
  edit(bytes, sof);
  return bytes;
}

/** An APPn segment of `length` bytes in all (marker included) full of 0xFF C0 look-alikes, placed after SOI. */
function withAppSegment(jpeg: Buffer, length: number): Buffer {
  const segment = Buffer.alloc(length, 0xc0).fill(0xff, 4, length - 1);
  segment.set([0xff, 0xe2], 0);
  segment.writeUInt16BE(length - 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

const sizeRefusal = 10230;
const unreadable = 10157;

/** Each hostile file, its code and what it is. */
const hostileShapes: [string, () => Promise<Buffer>, number][] = [
  ["a 1 × 40,000,000 one-bit PNG (77 KB; within 40 MP, it kept the decoder busy for 20 s)", () => blackPng(1, 40_000_000), sizeRefusal],
  ["a 40,000,000 × 1 PNG cut off after 2.5 KB (it grew the server by 1.3 GB)", () => blackPng(40_000_000, 1, 2500), sizeRefusal],
  ["a 415-byte JPEG 2000 codestream claiming 6000 × 6600 (750 MB and 3 s of the shared decoder)", async () => j2kClaiming(6000, 6600), sizeRefusal],
  ["the same codestream in a JP2 file", async () => jp2Around(j2kClaiming(6000, 6600)), sizeRefusal],
  ["a JPEG 2000 codestream claiming 20,000 × 20,000", async () => j2kClaiming(20_000, 20_000), sizeRefusal],
  ["a 20,000 × 20,000 one-bit PNG of zeros (50 KB, 400 megapixels)", () => blackPng(20_000, 20_000), sizeRefusal],
  ["a PNG one pixel wider than the side limit", () => blackPng(uploadSidePixelsMax + 1, 1), sizeRefusal],
  ["a PNG one pixel taller than the side limit", () => blackPng(1, uploadSidePixelsMax + 1), sizeRefusal],
  ["a PNG within both sides but past the pixel limit (4001 × 4000)", () => blackPng(4001, uploadPixelsMax / 4000), sizeRefusal],
  ["a JPEG whose frame header claims 65,535 × 65,535", () => jpegWithFrame((bytes, sof) => bytes.writeUInt32BE(0xffffffff, sof + 5)), sizeRefusal],
  ["a JPEG claiming 65,535 × 65,535 behind a 64 KB APP2 segment of false frame markers", async () => withAppSegment(await jpegWithFrame((bytes, sof) => bytes.writeUInt32BE(0xffffffff, sof + 5)), 65_000), sizeRefusal],
  ["a progressive JPEG (SOF2) claiming 8001 × 8001", () => jpegWithFrame((bytes, sof) => {
    bytes[sof + 1] = 0xc2;
    bytes.writeUInt16BE(8001, sof + 5);
    bytes.writeUInt16BE(8001, sof + 7);
  }), sizeRefusal],
  ["a JPEG whose height is 0 (left to a DNL marker)", () => jpegWithFrame((bytes, sof) => bytes.writeUInt16BE(0, sof + 5)), unreadable],
  ["a JPEG with a scan before any frame header", () => jpegWithFrame((bytes, sof) => bytes.set([0xff, 0xda], sof)), unreadable],
  ["a PNG whose first chunk is not IHDR", async () => {
    const png = await pngImage(8, 8);
    png.write("IHDX", 12, "latin1");
    return png;
  }, unreadable],
  ["a PNG 0 pixels wide", () => blackPng(0, 10), unreadable],
  ["a PNG signature on a text file", async () => Buffer.concat([(await pngImage()).subarray(0, 8), Buffer.from("just some text, not an image\n")]), unreadable],
  ["a truncated PNG", async () => (await pngImage(64, 64)).subarray(0, 60), unreadable],
  ["a JPEG 2000 file whose codestream box is missing", async () => fixture("pattern.jp2").subarray(0, 40), unreadable],
  ["a JPEG 2000 codestream with 16-bit samples", async () => {
    const bytes = Buffer.from(fixture("pattern.j2k"));
    bytes[42] = 15;
    return bytes;
  }, unreadable],
  ["a PDF renamed to .png", async () => Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"), 10153],
  ["a zero-byte file", async () => Buffer.alloc(0), 10155],
];

describe.skipIf(databaseUnavailable)("image limits", () => {
  let t: TestApp;
  const refusalRows = async (ownerId: UserId) => Number((await t.db.selectFrom("upload_refusals").select((eb) => eb.fn.countAll<string>().as("count")).where("owner_id", "=", ownerId).executeTakeFirstOrThrow()).count);
  const storedFiles = () => fs.readdirSync(path.join(t.dataDir, "uploads")).sort();
  const uploadRows = async () => Number((await t.db.selectFrom("uploads").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow()).count);

  beforeAll(async () => {
    t = await testApp();
  }, 60_000);
  afterAll(() => t.close());

  it("refuses every hostile shape from its header within a second, and all of them grow the server by less than 64 MB", async () => {
    const mallory = await registerUser(t.app);
    const files = await Promise.all(hostileShapes.map(async ([title, make, code]) => ({ title, code, bytes: await make() })));
    // Warmed up first (sharp, the routes, the database), so the baseline holds what every upload needs anyway.
    expect((await uploadFile(t.app, mallory.token, "kyc", await pngImage())).code).toBe(200);
    const rowsBefore = await uploadRows();
    const filesBefore = storedFiles();
    const rssBefore = process.memoryUsage().rss;
    let rssMax = rssBefore;
    for (const file of files) {
      const startedMs = performance.now();
      const reply = await uploadFile(t.app, mallory.token, "kyc", file.bytes, "photo.png");
      const elapsedMs = performance.now() - startedMs;
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
      expect([file.title, reply.status, reply.code]).toEqual([file.title, 400, file.code]);
      expect(elapsedMs, file.title).toBeLessThan(answerMsMax);
    }
    expect(rssMax - rssBefore, `RSS grew by ${((rssMax - rssBefore) / megabyte).toFixed(1)} MB`).toBeLessThan(rssGrowthBytesMax);
    expect([await uploadRows(), storedFiles()]).toEqual([rowsBefore, filesBefore]);
    // Each refusal was recorded for the hourly limit.
    expect(await refusalRows(mallory.user.id)).toBe(files.length);
  }, 60_000);

  it("answers 10230 with the limits in the message, and accepts an image at exactly the limits", async () => {
    const peggy = await registerUser(t.app);
    const refused = await uploadFile(t.app, peggy.token, "kyc", await blackPng(1, 40_000_000));
    expect([refused.status, refused.code, refused.message]).toEqual([400, 10230, "The image may be at most 8000 pixels wide and tall, and 16 megapixels in all"]);
    for (const [width, height] of [[uploadSidePixelsMax, uploadPixelsMax / uploadSidePixelsMax], [4000, 4000], [uploadSidePixelsMax, 1]] as const) {
      const accepted = await uploadFile(t.app, peggy.token, "kyc", await blackPng(width, height));
      expect([accepted.code, accepted.result.width, accepted.result.height]).toEqual([200, width, height]);
    }
  }, 60_000);

  it(`counts refused uploads toward the hourly limit: ${uploadsPerUserPerHourMax} refusals, then even a good image answers 10110`, async () => {
    const dave = await registerUser(t.app);
    const bomb = await blackPng(1, 40_000_000);
    for (let index = 0; index < uploadsPerUserPerHourMax; index += 1) expect((await uploadFile(t.app, dave.token, "kyc", bomb)).code).toBe(10230);
    const refused = await uploadFile(t.app, dave.token, "kyc", await pngImage());
    expect([refused.status, refused.code]).toEqual([429, 10110]);
    // The limit's own refusal is not counted again: the window still ends an hour after the first.
    expect(await refusalRows(dave.user.id)).toBe(uploadsPerUserPerHourMax);
  }, 60_000);

  describe("one upload at a time per user", () => {
    /** Starts an upload whose body stops mid-file; answers once the server reads it, with the means to finish it. */
    async function heldUpload(token: string) {
      const body = multipartBody([
        { name: "purpose", value: "kyc" },
        { name: "file", filename: "slow.png", type: "image/png", data: await pngImage() },
      ]);
      const payload = new PassThrough();
      const answer = t.app.inject({ method: "POST", url: "/swx/customer/user/upload", headers: { "content-type": body.contentType, authorization: token }, payload });
      payload.write(body.payload.subarray(0, body.payload.length - 100));
      // The body is read only once the handler runs, inside the user's upload slot: wait for that.
      await vi.waitFor(() => expect(payload.readableLength).toBe(0), { timeout: 10_000, interval: 10 });
      return {
        finish: async () => {
          payload.end(body.payload.subarray(body.payload.length - 100));
          return (await answer).json<{ code: number }>();
        },
      };
    }

    it("takes a user's uploads one at a time: two wait behind the one streaming in, a fourth is refused at once (10231, 429)", async () => {
      const trent = await registerUser(t.app);
      const first = await heldUpload(trent.token);
      const startedMs = performance.now();
      let answered = 0;
      const more = [0, 1, 2].map(async () => {
        const reply = await uploadFile(t.app, trent.token, "kyc", await pngImage());
        answered += 1;
        return { ...reply, elapsedMs: performance.now() - startedMs };
      });
      // Which of the three comes last is up to the server; the one refused answers while the first still streams.
      const refused = await Promise.race(more);
      expect([refused.status, refused.code, refused.message]).toEqual([429, 10231, "Your earlier uploads are still being processed; send this one when they have finished"]);
      expect(refused.elapsedMs).toBeLessThan(answerMsMax);
      // Another user is not held back by trent's uploads; trent's other two still wait for the first.
      const victor = await registerUser(t.app);
      expect((await uploadFile(t.app, victor.token, "kyc", await pngImage())).code).toBe(200);
      expect(answered).toBe(1);
      expect((await first.finish()).code).toBe(200);
      expect((await Promise.all(more)).map(({ code }) => code).sort((a, b) => a - b)).toEqual([200, 200, 10231]);
      // A refusal for being busy is not counted.
      expect(await refusalRows(trent.user.id)).toBe(0);
    });

    it("five JPEG 2000 files at once from one user: decoded one after another, two refused at once; another user's sign-in and uploads keep their pace", async () => {
      const erin = await registerUser(t.app);
      const frank = await registerUser(t.app);
      // The largest codestream the limits let through: 4000 × 4000 from 415 bytes, about 2 s and
      // 300 MB of decoding (the 6000 × 6600 of the review took 4.5 s and 1.2 GB).
      const heavy = j2kClaiming(4000, 4000, 500);
      const startedMs = performance.now();
      const erins = [0, 1, 2, 3, 4].map(async () => {
        const reply = await uploadFile(t.app, erin.token, "kyc", heavy, "heavy.j2k");
        return { code: reply.code, elapsedMs: performance.now() - startedMs };
      });
      const signIn = async () => {
        const signInStartedMs = performance.now();
        const reply = await call(t.app, "POST", "/login/login", { account: frank.username, password: frank.password });
        return { code: reply.code, elapsedMs: performance.now() - signInStartedMs };
      };
      const franks = [signIn(), (async () => {
        const uploadStartedMs = performance.now();
        const reply = await uploadFile(t.app, frank.token, "kyc", await pngImage(640, 480));
        return { code: reply.code, elapsedMs: performance.now() - uploadStartedMs };
      })()];
      const [signedIn, uploaded] = await Promise.all(franks);
      const erinsAnswers = await Promise.all(erins);
      expect(erinsAnswers.map(({ code }) => code).sort((a, b) => a - b)).toEqual([200, 200, 200, 10231, 10231]);
      for (const refusal of erinsAnswers.filter(({ code }) => code === 10231)) expect(refusal.elapsedMs).toBeLessThan(answerMsMax);
      expect([signedIn?.code, uploaded?.code]).toEqual([200, 200]);
      expect(signedIn?.elapsedMs).toBeLessThan(answerMsMax);
      expect(uploaded?.elapsedMs).toBeLessThan(answerMsMax);
      // frank's JPEG 2000 waits its turn behind erin's decode in progress, and is not told to try again.
      expect((await uploadFile(t.app, frank.token, "kyc", fixture("pattern.j2k"), "pattern.j2k")).code).toBe(200);
    }, 60_000);
  });
});
