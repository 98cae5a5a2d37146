// The worker thread of jpeg2000.ts: decodes one JPEG2000 codestream, already checked by its
// SIZ header, with OpenJPEG (WebAssembly) and posts the pixels back. A fresh WebAssembly instance
// per decode: its memory, grown to the image's size, is released when the worker exits, and a
// trap on a hostile file cannot leave a broken instance behind for the next upload.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

interface FrameInfo {
  width: number;
  height: number;
  bitsPerSample: number;
  componentCount: number;
}

interface J2KDecoder {
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getFrameInfo(): FrameInfo;
  getDecodedBuffer(): Uint8Array<ArrayBuffer>;
  delete(): void;
}

interface OpenJpeg {
  J2KDecoder: new () => J2KDecoder;
}

type OpenJpegFactory = (options: { print: (text: string) => void; printErr: (text: string) => void }) => Promise<OpenJpeg>;

const require = createRequire(import.meta.url);
const factory = require("@cornerstonejs/codec-openjpeg/decodewasmjs") as OpenJpegFactory;
const { codestream } = workerData as { codestream: Uint8Array };
// OpenJPEG's progress lines would go to stdout: silenced.
const quiet = () => undefined;
const openJpeg = await factory({ print: quiet, printErr: quiet });
const decoder = new openJpeg.J2KDecoder();
decoder.getEncodedBuffer(codestream.length).set(codestream);
decoder.decode();
const frame = decoder.getFrameInfo();
// getDecodedBuffer copies out of the WebAssembly memory, so the buffer can be handed over.
const pixels = decoder.getDecodedBuffer();
decoder.delete();
parentPort?.postMessage({ width: frame.width, height: frame.height, components: frame.componentCount, bitsPerSample: frame.bitsPerSample, pixels }, [pixels.buffer]);
