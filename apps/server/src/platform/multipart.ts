// Reads a multipart/form-data body as it streams in (@fastify/multipart over busboy), within the
// limits the caller names, as plain parts: text fields and files whose bytes arrive chunk by
// chunk. Whatever the parser refuses (not multipart, a part past a limit, a broken boundary, a
// body cut short) becomes a catalogued 10100, never a 500. A file longer than `fileBytesMax`
// simply ends there, so a caller that wants "too large" asks for one byte more than it accepts
// and answers its own code when it sees that byte. An upload endpoint's handler receives the form
// as a `FileForm` (`fileForm`): the router parses it, the service only names its shape and limits.
import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, fail, FieldError } from "./errors.ts";

interface FormLimits {
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

type FormPart = { kind: "field"; name: string; value: string } | { kind: "file"; name: string; chunks: AsyncIterable<Buffer> };

interface MultipartForm {
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

function multipartForm(request: FastifyRequest): MultipartForm {
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

/** The shape of an upload form: an optional text field, then one file field `file`. */
interface FileFormShape {
  /** The text field sent before the file, when the form has one. */
  textField?: { name: string; bytesMax: number };
  /** The file's bytes are read up to one past this, so the caller sees and refuses an oversize file. */
  fileBytesMax: number;
}

/** What a `FileForm` held: the text field's value (when the shape names one) and the file's bytes (none when no file was sent). */
interface FileFormContent {
  text: string | undefined;
  bytes: Buffer | undefined;
}

/** An upload's form, read when the service asks (after its own checks), as it streams in. */
export interface FileForm {
  /**
   * Another field answers 10121, a file before the text field or no text field 10100 for it; a
   * second file or a part past the shape's limits 10100. Reading stops at the first byte past
   * `fileBytesMax`: nothing more of the body is read.
   */
  read(shape: FileFormShape): Promise<FileFormContent>;
}

/** Longest value of a text field the shape does not name: it is refused by its name (10121). */
const unnamedFieldBytesMax = 32;

export function fileForm(request: FastifyRequest): FileForm {
  const form = multipartForm(request);
  return {
    async read({ textField, fileBytesMax }) {
      let text: string | undefined;
      let bytes: Buffer | undefined;
      // One field and one file; one byte past the cap is let through so it can be seen and refused.
      const limits = { fieldsMax: 1, fieldBytesMax: textField?.bytesMax ?? unnamedFieldBytesMax, filesMax: 1, fileBytesMax: fileBytesMax + 1, partsMax: 2 };
      for await (const part of form.parts(limits)) {
        if (part.kind === "field") {
          if (part.name !== textField?.name) throw new FieldError("unknownField", part.name);
          text = part.value;
        } else {
          if (part.name !== "file") throw new FieldError("unknownField", part.name);
          if (textField && text === undefined) throw new FieldError("invalidRequest", textField.name);
          bytes = await readCapped(part.chunks, fileBytesMax);
          if (bytes.length > fileBytesMax) return { text, bytes };
        }
      }
      if (textField && text === undefined) throw new FieldError("invalidRequest", textField.name);
      return { text, bytes };
    },
  };
}

/** The file's bytes, ending at the first byte past `bytesMax`: nothing more is read. */
async function readCapped(chunks: AsyncIterable<Buffer>, bytesMax: number): Promise<Buffer> {
  const received: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    received.push(chunk);
    if (total > bytesMax) break;
  }
  return Buffer.concat(received, total);
}
