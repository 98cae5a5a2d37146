// Reads a multipart/form-data body as it streams in (@fastify/multipart over busboy), within the
// limits the caller names, as plain parts: text fields and files whose bytes arrive chunk by
// chunk. Whatever the parser refuses (not multipart, a part past a limit, a broken boundary, a
// body cut short) becomes a catalogued 10100, never a 500. A file longer than `fileBytesMax`
// simply ends there, so a caller that wants "too large" asks for one byte more than it accepts
// and answers its own code when it sees that byte.
import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, fail } from "./errors.ts";

export interface FormLimits {
  /** Text fields accepted; one more is refused. */
  fieldsMax: number;
  /** Longest text field value, in bytes. */
  fieldBytesMax: number;
  /** File fields accepted; one more is refused. */
  filesMax: number;
  /** A file's bytes past this are cut off (the file's stream ends there). */
  fileBytesMax: number;
  /** Parts (fields and files) accepted; one more is refused. */
  partsMax: number;
}

export type FormPart = { kind: "field"; name: string; value: string } | { kind: "file"; name: string; chunks: AsyncIterable<Buffer> };

export interface MultipartForm {
  /** The parts in the order they were sent; a parser failure throws 10100. */
  parts(limits: FormLimits): AsyncGenerator<FormPart, void, undefined>;
}

/** Longest field name; ours are a few letters. */
const fieldNameBytesMax = 100;
/** Header lines per part (Content-Disposition, Content-Type, …). */
const partHeaderPairsMax = 10;

/** A failure of the parser or of the request stream is the client's malformed body, not a bug. */
function malformed(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError("invalidRequest");
}

async function* chunksOf(stream: AsyncIterable<unknown>): AsyncGenerator<Buffer, void, undefined> {
  try {
    for await (const chunk of stream) {
      if (!Buffer.isBuffer(chunk)) fail("invalidRequest");
      yield chunk;
    }
  } catch (error) {
    throw malformed(error);
  }
}

function partOf(part: Multipart): FormPart {
  if (part.type === "file") return { kind: "file", name: part.fieldname, chunks: chunksOf(part.file) };
  // A JSON-typed field arrives parsed, a truncated one cut: neither is the text we asked for.
  if (typeof part.value !== "string" || part.valueTruncated || part.fieldnameTruncated) fail("invalidRequest");
  return { kind: "field", name: part.fieldname, value: part.value };
}

export function multipartForm(request: FastifyRequest): MultipartForm {
  return {
    async *parts(limits) {
      let iterator: AsyncIterableIterator<Multipart>;
      try {
        iterator = request.parts({
          limits: {
            fieldNameSize: fieldNameBytesMax,
            fieldSize: limits.fieldBytesMax,
            fields: limits.fieldsMax,
            fileSize: limits.fileBytesMax,
            files: limits.filesMax,
            parts: limits.partsMax,
            headerPairs: partHeaderPairsMax,
          },
        });
      } catch (error) {
        throw malformed(error);
      }
      for (;;) {
        let next: IteratorResult<Multipart>;
        try {
          next = await iterator.next();
        } catch (error) {
          throw malformed(error);
        }
        if (next.done === true) return;
        yield partOf(next.value);
      }
    },
  };
}
