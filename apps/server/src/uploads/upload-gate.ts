// One upload at a time per uploader (a user, or an operator), in this process: a second upload
// while the first is still streaming in, waiting or being decoded is refused at once (10231),
// before its body is read. So one account holds at most one decode slot (images.ts) and one
// place in the JPEG2000 queue (jpeg2000.ts), and four parallel uploads cannot pin both cores.
// Behind several api processes an account gets one upload in flight per process; each is still
// bounded by the same limits.
import { fail } from "../platform/errors.ts";

/** Uploaders with an upload in flight; past this many the next is told to come back (10110). */
const uploadersInFlightMax = 1024;
/** Seconds the refusal above asks to wait. */
const busyRetrySeconds = 5;

const inFlight = new Set<string>();

/** `work`'s result with `uploader` marked busy while it runs; 10231 when it already is. */
export async function oneUploadAtATime<T>(uploader: string, work: () => Promise<T>): Promise<T> {
  if (inFlight.has(uploader)) fail("uploadInProgress");
  if (inFlight.size >= uploadersInFlightMax) fail("tooManyRequests", { seconds: busyRetrySeconds });
  inFlight.add(uploader);
  try {
    return await work();
  } finally {
    inFlight.delete(uploader);
  }
}
