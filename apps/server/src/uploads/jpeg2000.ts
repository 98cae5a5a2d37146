// JPEG2000 for the upload service: sharp's prebuilt libvips has no JPEG2000 decoder, so the
// codestream goes to OpenJPEG compiled to WebAssembly (@cornerstonejs/codec-openjpeg, no native
// build). The upload service has bounded the codestream's SIZ size already (images.ts); here the
// shape is checked against what the decoder turns into pixels correctly (one or three 8-bit
// unsigned components, no subsampling, no image offset, a bounded number of tiles). A JP2 file
// is unwrapped to its one codestream box first, so what was checked is exactly what is decoded.
// Decoding runs in a worker thread, one at a time with a short bounded queue: a large image
// takes seconds of CPU and a few hundred megabytes, which must neither stall the event loop nor
// pile up; the worker's memory goes with it when it exits. Each uploader's uploads are processed
// one at a time (upload-gate.ts), so one user holds at most one place here.
import { Worker } from "node:worker_threads";
import { fail } from "../platform/errors.ts";
import { codestreamSizeField, type ImageSize } from "./image-header.ts";
import { Slots } from "./slots.ts";

export interface DecodedPixels extends ImageSize {
  channels: 1 | 3;
  pixels: Buffer;
}

/** Most top-level boxes looked at in a JP2 file before its codestream. */
const jp2BoxesMax = 64;
/** Most tiles a codestream may have: tiny tiles multiply the decoder's bookkeeping. */
const tilesMax = 4096;
/** A decode still running after this is stopped and the image refused. */
const decodeTimeoutMs = 30_000;
/** One decode at a time, at most 4 waiting for it; more answer 10110 with 10 s to wait. */
const decodes = new Slots({ runningMax: 1, waitingMax: 4, refuse: () => fail("tooManyRequests", { seconds: 10 }) });
/**
 * The worker's JavaScript heap. The pixels live in WebAssembly memory and transferred buffers,
 * outside it, and are bounded by the upload's pixel limit; this keeps the rest small.
 */
const workerResourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/** The contents of the JP2 file's `jp2c` box (its codestream); 10157 when there is none. */
export function jpeg2000Codestream(file: Buffer): Buffer {
  let offset = 0;
  for (let box = 0; box < jp2BoxesMax && offset + 8 <= file.length; box += 1) {
    const length32 = file.readUInt32BE(offset);
    const type = file.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    let length = length32;
    if (length32 === 1) {
      if (offset + 16 > file.length) break;
      const length64 = file.readBigUInt64BE(offset + 8);
      if (length64 > BigInt(file.length - offset)) break;
      header = 16;
      length = Number(length64);
    } else if (length32 === 0) {
      length = file.length - offset;
    }
    if (length < header || offset + length > file.length) break;
    if (type === "jp2c") return file.subarray(offset + header, offset + length);
    offset += length;
  }
  return fail("imageUnreadable");
}

/**
 * The image size from the codestream's SIZ marker segment, which must follow SOC; 10157 when
 * it is malformed or describes an image the decoder does not turn into 8-bit grey or RGB.
 */
function codestreamSize(codestream: Buffer): ImageSize & { channels: 1 | 3 } {
  const { width: right, height: bottom } = codestreamSizeField(codestream);
  if (codestream.length < 42) fail("imageUnreadable");
  const segmentLength = codestream.readUInt16BE(4);
  const components = codestream.readUInt16BE(40);
  if ((components !== 1 && components !== 3) || segmentLength !== 38 + 3 * components || codestream.length < 4 + segmentLength) fail("imageUnreadable");
  const [left, top, tileWidth, tileHeight, tileLeft, tileTop] = [16, 20, 24, 28, 32, 36].map((at) => codestream.readUInt32BE(at)) as [number, number, number, number, number, number];
  // The decoder reports the right edge as the width, so an image offset would misplace every row.
  if (left !== 0 || top !== 0 || right === 0 || bottom === 0 || tileWidth === 0 || tileHeight === 0 || tileLeft > left || tileTop > top) fail("imageUnreadable");
  if (Math.ceil((right - tileLeft) / tileWidth) * Math.ceil((bottom - tileTop) / tileHeight) > tilesMax) fail("imageUnreadable");
  for (let component = 0; component < components; component += 1) {
    const at = 42 + 3 * component;
    // Ssiz 7: unsigned, 8 bits; XRsiz = YRsiz = 1: every component at full resolution.
    if (codestream[at] !== 7 || codestream[at + 1] !== 1 || codestream[at + 2] !== 1) fail("imageUnreadable");
  }
  return { width: right, height: bottom, channels: components };
}

const workerUrl = new URL("./jpeg2000-worker.ts", import.meta.url).href;
const tsxUrl = import.meta.resolve("tsx/esm/api");
// The worker is TypeScript like the rest of the server: it registers tsx, then loads its module.
const workerBootstrap = `
const { workerData } = require("node:worker_threads");
import(workerData.tsxUrl).then((tsx) => { tsx.register(); return import(workerData.workerUrl); });
`;

/** What the worker posts back: the decoder's pixels and the shape it reports. */
interface WorkerAnswer {
  width: number;
  height: number;
  components: number;
  bitsPerSample: number;
  pixels: Uint8Array;
}

function runWorker(codestream: Buffer): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerBootstrap, { eval: true, workerData: { tsxUrl, workerUrl, codestream }, resourceLimits: workerResourceLimits });
    const timer = setTimeout(() => {
      reject(new Error("JPEG2000 decode timed out"));
      void worker.terminate();
    }, decodeTimeoutMs);
    worker.once("message", (answer: WorkerAnswer) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`JPEG2000 worker exited with ${code}`));
    });
  });
}

/**
 * The codestream's pixels (interleaved, 8 bits per sample), its SIZ size already bounded by the
 * caller; 10157 when the shape is refused or the decoder fails or disagrees with the header.
 */
export async function decodeJpeg2000(codestream: Buffer): Promise<DecodedPixels> {
  const size = codestreamSize(codestream);
  const answer = await decodes.run(async () => {
    try {
      return await runWorker(codestream);
    } catch {
      return fail("imageUnreadable");
    }
  });
  const matches =
    answer.width === size.width &&
    answer.height === size.height &&
    answer.components === size.channels &&
    answer.bitsPerSample === 8 &&
    answer.pixels.length === size.width * size.height * size.channels;
  if (!matches) fail("imageUnreadable");
  return { ...size, pixels: Buffer.from(answer.pixels.buffer, answer.pixels.byteOffset, answer.pixels.length) };
}
