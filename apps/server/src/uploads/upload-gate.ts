// Each uploader's (a user's, or an operator's) uploads are processed one at a time, in this
// process: while one streams in and is decoded, up to two more wait their turn without their
// bodies being read (the KYC form's three photos may be picked in quick succession), and any
// further one is refused at once (10231). So one account holds at most one decode slot
// (images.ts) and one place in the JPEG2000 queue (jpeg2000.ts): four parallel uploads cannot
// pin both cores, and five JPEG2000 files cannot fill the shared queue. Behind several api
// processes an account gets one upload in progress per process; each is still bounded.
import { fail } from "../platform/errors.ts";
import { Slots } from "./slots.ts";

/** Uploads of one uploader waiting behind the one in progress; one more answers 10231. */
const waitingPerUploaderMax = 2;
/** Uploaders with uploads in progress; past this many, the next is told to come back (10110). */
const uploadersInProgressMax = 1024;
/** Seconds the refusal above asks to wait. */
const busyRetrySeconds = 5;

/** Each uploader's slots while they have uploads in progress; removed when idle, so the map stays bounded. */
const uploaders = new Map<string, Slots>();

/** `work`'s result, run when `uploader`'s previous uploads are done; 10231 when too many already wait. */
export async function oneUploadAtATime<T>(uploader: string, work: () => Promise<T>): Promise<T> {
  let slots = uploaders.get(uploader);
  if (slots === undefined) {
    if (uploaders.size >= uploadersInProgressMax) fail("tooManyRequests", { seconds: busyRetrySeconds });
    slots = new Slots({ runningMax: 1, waitingMax: waitingPerUploaderMax, refuse: () => fail("uploadInProgress") });
    uploaders.set(uploader, slots);
  }
  try {
    return await slots.run(work);
  } finally {
    if (slots.idle && uploaders.get(uploader) === slots) uploaders.delete(uploader);
  }
}
