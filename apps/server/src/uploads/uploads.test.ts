// The upload service through HTTP: what is accepted and how it is stored (re-encoded, metadata
// gone, random names, pixel-exact JPEG2000), the multipart edge cases, the hourly limit, who may
// read an upload back, and claiming. Hostile images and the decode limits: image-limits.test.ts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { uploadsPerUserPerHourMax } from "@tradewind/api/uploads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, firstAdmin, signInOperator } from "../admin/testing.ts";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { claimUploads } from "./service.ts";
import { fixture, multipartBody, pngImage, postUpload, uploadFile, uploadedImageId } from "./testing.ts";

const twoMegabytes = 2 * 1024 * 1024;

/** The fixtures' pattern (fixtures/README.md): red = 8x, green = 10y, blue = 3(x + y), 32 × 24. */
function patternPixel(x: number, y: number): number[] {
  return [x * 8, y * 10, (x + y) * 3];
}

/** An EXIF block (big-endian TIFF) with camera make "SpyCam", orientation 6 (turn 90° clockwise) and a GPS latitude of 52° 31' N. */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(112);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: three entries, then the make's text and the GPS IFD.
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (short) tiff.writeUInt16BE(value, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(3, 8);
  entry(10, 0x010f, 2, 7, 50); // Make → text at 50
  entry(22, 0x0112, 3, 1, 6, true); // Orientation 6
  entry(34, 0x8825, 4, 1, 58); // GPSInfo → IFD at 58
  tiff.writeUInt32BE(0, 46);
  tiff.write("SpyCam\0", 50, "latin1");
  tiff.writeUInt16BE(2, 58);
  entry(60, 0x0001, 2, 2, 0); // GPSLatitudeRef "N"
  tiff.write("N\0", 68, "latin1");
  entry(72, 0x0002, 5, 3, 88); // GPSLatitude → rationals at 88
  tiff.writeUInt32BE(0, 84);
  [52, 1, 31, 1, 0, 1].forEach((value, index) => tiff.writeUInt32BE(value, 88 + index * 4));
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([header, Buffer.from("Exif\0\0", "latin1"), tiff]);
}

/** A 40 × 20 JPEG carrying the EXIF block right after its start marker. */
async function jpegWithExif(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([plain.subarray(0, 2), exifSegment(), plain.subarray(2)]);
}

async function readBack(t: TestApp, url: string, token: string | undefined) {
  return t.app.inject({ method: "GET", url, headers: token ? { authorization: token } : {} });
}

describe.skipIf(databaseUnavailable)("uploads", () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  // Sends the refused uploads: each counts toward the hourly limit, and alice's uploads stay within it.
  let mallory: Awaited<ReturnType<typeof registerUser>>;
  const uploadsDir = () => path.join(t.dataDir, "uploads");
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
  const rowCount = async () => Number((await t.db.selectFrom("uploads").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow()).count);

  beforeAll(async () => {
    t = await testApp();
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    mallory = await registerUser(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it("stores a PNG re-encoded under a random name, and gives it back to its owner only", async () => {
    const original = await pngImage(16, 12);
    const reply = await uploadFile(t.app, alice.token, "kyc", original, "../../etc/passwd.png");
    expect(reply.code).toBe(200);
    expect(reply.result).toMatchObject({ purpose: "kyc", contentType: "image/png", width: 16, height: 12, createdAt: "2026-11-23T08:00:00.000Z" });
    const row = await t.db.selectFrom("uploads").selectAll().where("id", "=", reply.result.id).executeTakeFirstOrThrow();
    // The client's path-like name went nowhere: the file is the server's random name inside the folder.
    expect(row.storage_name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(storedFiles()).toContain(row.storage_name);
    expect(fs.readdirSync(t.dataDir).sort()).toEqual(["uploads"]);
    const mine = await readBack(t, `/swx/customer/user/upload/${reply.result.id}`, alice.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-disposition": `inline; filename="upload-${reply.result.id}.png"`,
    });
    expect(mine.rawPayload.length).toBe(reply.result.bytes);
    expect(await sharp(mine.rawPayload).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
    for (const [token, status] of [[bob.token, 404], [undefined, 401]] as const) {
      const refused = await readBack(t, `/swx/customer/user/upload/${reply.result.id}`, token);
      expect([refused.statusCode, refused.json<{ code: number }>().code]).toEqual([status, status === 404 ? 10118 : 401]);
    }
    expect((await readBack(t, "/swx/customer/user/upload/999999", alice.token)).json<{ code: number }>().code).toBe(10118);
  });

  it("re-encodes a JPEG upright without its EXIF: camera, orientation and GPS position are gone", async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from("SpyCam"))).toBe(true);
    expect(before.orientation).toBe(6);
    const reply = await uploadFile(t.app, alice.token, "deposit_proof", input, "holiday.jpg");
    expect(reply.code).toBe(200);
    // Turned by its orientation before the tag went: 40 × 20 stored as 20 × 40.
    expect(reply.result).toMatchObject({ contentType: "image/jpeg", width: 20, height: 40 });
    const stored = (await readBack(t, `/swx/customer/user/upload/${reply.result.id}`, alice.token)).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Exif"))).toBe(false);
    expect(stored.includes(Buffer.from("SpyCam"))).toBe(false);
  });

  it.each(["pattern.jp2", "pattern.j2k"])("decodes JPEG2000 (%s) pixel for pixel and stores it as PNG", async (name) => {
    const reply = await uploadFile(t.app, alice.token, "kyc", fixture(name), name);
    expect(reply.code).toBe(200);
    expect(reply.result).toMatchObject({ contentType: "image/png", width: 32, height: 24 });
    const stored = (await readBack(t, `/swx/customer/user/upload/${reply.result.id}`, alice.token)).rawPayload;
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    for (const [x, y] of [[0, 0], [31, 0], [5, 7], [31, 23]] as const) {
      const at = (y * 32 + x) * 3;
      expect([...data.subarray(at, at + 3)]).toEqual(patternPixel(x, y));
    }
  });

  it("caps the size while streaming: the cap itself passes the size check, one byte more answers 10154 with the limit", async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ofLength = (length: number) => Buffer.concat([signature, Buffer.alloc(length - signature.length, 7)]);
    const atCap = await uploadFile(t.app, mallory.token, "kyc", ofLength(twoMegabytes));
    expect(atCap.code).toBe(10157);
    const over = await uploadFile(t.app, mallory.token, "kyc", ofLength(twoMegabytes + 1), "big.png");
    expect([over.status, over.code, over.message]).toEqual([400, 10154, "The image must not exceed 2 MB"]);
    // The cap is the operator's parameter, read on every upload.
    await t.db.updateTable("system_params").set({ value: String(1024 * 1024 + 512 * 1024) }).where("key", "=", "upload_max_bytes").execute();
    const lowered = await uploadFile(t.app, mallory.token, "kyc", ofLength(twoMegabytes), "big.png");
    expect([lowered.code, lowered.message]).toEqual([10154, "The image must not exceed 1.5 MB"]);
    await t.db.updateTable("system_params").set({ value: String(twoMegabytes) }).where("key", "=", "upload_max_bytes").execute();
  });

  it("refuses an oversize file over a real connection while it still streams, and closes that connection", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const boundary = "----oversize";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nkyc\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const chunk = Buffer.alloc(64 * 1024, 1);
    // The client offers 64 MB and never ends the body: only a refusal mid-stream can answer it.
    const chunksMax = 1024;
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string; chunksSent: number }>((resolve, reject) => {
      let chunksSent = 0;
      const request = http.request(`${address}/swx/customer/user/upload`, { method: "POST", headers: { authorization: mallory.token, "content-type": `multipart/form-data; boundary=${boundary}` } }, (response) => {
        let body = "";
        response.on("data", (data: Buffer) => (body += data.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body, chunksSent }));
      });
      request.on("error", reject);
      request.write(head);
      const pump = () => {
        while (chunksSent < chunksMax && !request.destroyed) {
          chunksSent += 1;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
      };
      pump();
    });
    expect([answer.status, JSON.parse(answer.body).code, answer.connection]).toEqual([400, 10154, "close"]);
    expect(answer.chunksSent).toBeLessThan(chunksMax);
  });

  describe("the form: every malformed one answers a catalogued code", () => {
    const png = () => pngImage();
    const forms: [string, () => Promise<{ payload: Buffer | string; contentType: string }>, number][] = [
      ["no file", async () => multipartBody([{ name: "purpose", value: "kyc" }]), 10155],
      ["two files", async () => multipartBody([{ name: "purpose", value: "kyc" }, { name: "file", filename: "a.png", data: await png() }, { name: "file", filename: "b.png", data: await png() }]), 10100],
      ["an unknown purpose", async () => multipartBody([{ name: "purpose", value: "avatar" }, { name: "file", filename: "a.png", data: await png() }]), 10100],
      ["no purpose", async () => multipartBody([{ name: "file", filename: "a.png", data: await png() }]), 10100],
      ["the file before the purpose", async () => multipartBody([{ name: "file", filename: "a.png", data: await png() }, { name: "purpose", value: "kyc" }]), 10100],
      ["a field of another name", async () => multipartBody([{ name: "purpose", value: "kyc" }, { name: "note", value: "hi" }]), 10100],
      ["the file under another name", async () => multipartBody([{ name: "purpose", value: "kyc" }, { name: "image", filename: "a.png", data: await png() }]), 10121],
      ["a purpose longer than any", async () => multipartBody([{ name: "purpose", value: "k".repeat(500) }, { name: "file", filename: "a.png", data: await png() }]), 10100],
      ["a JSON body", async () => ({ payload: JSON.stringify({ purpose: "kyc" }), contentType: "application/json" }), 10100],
      ["a body cut off mid-file", async () => {
        const body = multipartBody([{ name: "purpose", value: "kyc" }, { name: "file", filename: "a.png", data: await png() }]);
        return { payload: body.payload.subarray(0, body.payload.length - 60), contentType: body.contentType };
      }, 10100],
      ["a boundary that never appears", async () => ({ payload: "garbage without any boundary", contentType: "multipart/form-data; boundary=nothere" }), 10100],
      ["multipart without a boundary", async () => ({ payload: "x", contentType: "multipart/form-data" }), 10100],
    ];
    it.each(forms)("%s", async (_title, make, code) => {
      const rowsBefore = await rowCount();
      const { payload, contentType } = await make();
      const reply = await postUpload(t.app, mallory.token, payload, contentType);
      expect(reply.code).toBe(code);
      expect(reply.status).not.toBe(500);
      expect(await rowCount()).toBe(rowsBefore);
    });

    it("refuses a visitor before reading the form", async () => {
      const reply = await uploadFile(t.app, undefined, "kyc", await png());
      expect([reply.status, reply.code]).toEqual([401, 401]);
    });
  });

  it(`allows ${uploadsPerUserPerHourMax} uploads an hour per user (10110 after), and more once the hour has passed`, async () => {
    const carol = await registerUser(t.app);
    const image = await pngImage(4, 4);
    for (let index = 0; index < uploadsPerUserPerHourMax; index += 1) expect((await uploadFile(t.app, carol.token, "kyc", image)).code).toBe(200);
    t.clock.advance(10 * 60_000);
    const refused = await uploadFile(t.app, carol.token, "kyc", image);
    expect([refused.status, refused.code, refused.message]).toEqual([429, 10110, "Too many requests; try again in 3000 seconds"]);
    // Others are not held back by carol's uploads.
    expect((await uploadFile(t.app, bob.token, "kyc", image)).code).toBe(200);
    t.clock.advance(50 * 60_000);
    expect((await uploadFile(t.app, carol.token, "kyc", image)).code).toBe(200);
  });

  describe("operators read an upload when their role reviews its purpose", () => {
    let kycId: string;
    let proofId: string;
    beforeAll(async () => {
      kycId = await uploadedImageId(t.app, alice.token, "kyc");
      proofId = await uploadedImageId(t.app, alice.token, "deposit_proof");
    });

    it.each([
      ["compliance", "kyc", 200, 200],
      ["compliance", "deposit_proof", 403, 10139],
      ["finance", "deposit_proof", 200, 200],
      ["finance", "kyc", 403, 10139],
      ["support", "kyc", 403, 10139],
      ["admin", "kyc", 200, 200],
      ["admin", "deposit_proof", 200, 200],
    ] as const)("%s reading a %s upload: %i", async (role, purpose, status, code) => {
      const operator = role === "admin" ? await firstAdmin(t) : await signInOperator(t, [role]);
      const reply = await readBack(t, `/swx/admin/uploads/${purpose === "kyc" ? kycId : proofId}`, operator.token);
      expect(reply.statusCode).toBe(status);
      if (code === 200) expect(reply.headers["content-type"]).toBe("image/png");
      else expect(reply.json<{ code: number }>().code).toBe(code);
    });

    it("answers 10118 for an unknown id, 401 to a user's token", async () => {
      const compliance = await signInOperator(t, ["compliance"]);
      expect((await adminCall(t.app, "GET", "/uploads/999999", undefined, { token: compliance.token })).code).toBe(10118);
      expect((await adminCall(t.app, "GET", `/uploads/${kycId}`, undefined, { token: alice.token })).status).toBe(401);
    });
  });

  describe("claiming", () => {
    const claim = (ids: string[], owner = alice.user.id, purpose: "kyc" | "deposit_proof" = "kyc") =>
      t.db.transaction().execute((tx) => claimUploads(tx, { userId: owner }, ids, purpose, "test:1"));
    const codeOf = async (work: Promise<void>) => work.then(() => 200, (error: { code?: number }) => error.code);

    it("claims the owner's uploads of that purpose once", async () => {
      const ids = [await uploadedImageId(t.app, alice.token, "kyc"), await uploadedImageId(t.app, alice.token, "kyc")];
      await claim(ids);
      const rows = await t.db.selectFrom("uploads").select(["claimed_at", "claimed_ref"]).where("id", "in", ids).execute();
      expect(rows.every((row) => row.claimed_at !== null && row.claimed_ref === "test:1")).toBe(true);
      expect(await codeOf(claim(ids))).toBe(10155);
      expect(await codeOf(claim([ids[0] ?? ""]))).toBe(10155);
    });

    it("refuses another user's upload, another purpose, a repeated id, an unknown id and none at all (10155), claiming nothing", async () => {
      const mine = await uploadedImageId(t.app, alice.token, "kyc");
      const bobs = await uploadedImageId(t.app, bob.token, "kyc");
      const proof = await uploadedImageId(t.app, alice.token, "deposit_proof");
      for (const ids of [[mine, bobs], [mine, proof], [mine, mine], [mine, "999999"], []]) expect(await codeOf(claim(ids))).toBe(10155);
      const claimed = await t.db.selectFrom("uploads").select("id").where("id", "in", [mine, bobs, proof]).where("claimed_at", "is not", null).execute();
      expect(claimed).toEqual([]);
      expect(await codeOf(claim([proof], alice.user.id, "deposit_proof"))).toBe(200);
    });
  });
});
