// Charity NFTs in the back office: content's items, artwork and charities; finance's payouts and
// transfer references. Read from the nfts domain and changed through the audited path, so a
// change, its ledger entry and the audit row commit together.
import type { CharityId, NftId } from "@tradewind/domain/ids";
import type { Amount } from "@tradewind/domain/money";
import * as nfts from "../../nfts/back-office-service.ts";
import type { FileForm } from "../../platform/multipart.ts";
import { uploadOfPurpose, uploadOperatorImage, type UploadDeps } from "../../uploads/service.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

export interface NftAdminDeps extends AuditDeps {
  /** DATA_DIR/uploads: the artwork. */
  uploadsDir: string;
}

type Writer = Parameters<typeof audited>[1];

export { bidsForOffice, charitiesForOffice, itemForOffice, itemsForOffice, payoutsForOffice } from "../../nfts/back-office-service.ts";

function uploads(deps: NftAdminDeps): UploadDeps {
  return { db: deps.db, clock: deps.clock, dir: deps.uploadsDir };
}

/** Stores the artwork, then writes its audit row (the upload itself commits first: a file is not part of a transaction). */
export async function uploadArtwork(deps: NftAdminDeps, writer: Writer, form: FileForm) {
  const image = await uploadOperatorImage(uploads(deps), { operatorId: writer.operator.id }, "nft", form);
  await audited(deps, writer, { action: "nft.image.upload", reason: null }, async () => ({ result: image, target: `upload:${image.id}`, before: null, after: image }));
  return image;
}

export function artworkForOffice(deps: NftAdminDeps, id: string) {
  return uploadOfPurpose(uploads(deps), id, "nft");
}

export async function createItem(deps: AuditDeps, writer: Writer, body: nfts.ItemFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "nft.create", reason: body.reason }, async (tx) => {
    const changed = await nfts.createItem(tx, body, deps.clock.now());
    return { result: changed.after, target: nfts.itemTarget(changed.after.id), ...changed };
  });
  return { auditId: done.auditId, item: done.result };
}

export async function updateItem(deps: AuditDeps, writer: Writer, id: NftId, body: nfts.ItemFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "nft.update", reason: body.reason }, async (tx) => {
    const changed = await nfts.updateItem(tx, id, body, deps.clock.now());
    return { result: changed.after, target: nfts.itemTarget(id), ...changed };
  });
  return { auditId: done.auditId, item: done.result };
}

export async function recordTransfer(deps: AuditDeps, writer: Writer, id: NftId, body: { reference: string; reason: string }) {
  const done = await audited(deps, writer, { action: "nft.transfer", reason: body.reason }, async (tx) => {
    const changed = await nfts.recordTransfer(tx, id, body.reference, deps.clock.now());
    return { result: changed.after, target: nfts.itemTarget(id), ...changed };
  });
  return { auditId: done.auditId, item: done.result };
}

export async function createCharity(deps: AuditDeps, writer: Writer, body: nfts.CharityFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "charity.create", reason: body.reason }, async (tx) => {
    const changed = await nfts.createCharity(tx, body, deps.clock.now());
    return { result: changed.after, target: nfts.charityTarget(changed.after.id), ...changed };
  });
  return { auditId: done.auditId, charity: done.result };
}

export async function updateCharity(deps: AuditDeps, writer: Writer, id: CharityId, body: nfts.CharityFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "charity.update", reason: body.reason }, async (tx) => {
    const changed = await nfts.updateCharity(tx, id, body, deps.clock.now());
    return { result: changed.after, target: nfts.charityTarget(id), ...changed };
  });
  return { auditId: done.auditId, charity: done.result };
}

export async function recordPayout(deps: AuditDeps, writer: Writer, id: CharityId, body: { amount: Amount; reference: string; reason: string }) {
  const reply = (auditId: string, changed: Awaited<ReturnType<typeof nfts.recordPayout>>) => ({ auditId, payout: changed.payout, charity: changed.after });
  const done = await audited(
    deps,
    writer,
    { action: "charity.payout", reason: body.reason },
    async (tx) => {
      const changed = await nfts.recordPayout(tx, { id: writer.operator.id, username: writer.operator.username, at: deps.clock.now() }, id, body);
      return { result: changed, target: nfts.charityTarget(id), before: changed.before, after: changed.after };
    },
    reply,
  );
  return reply(done.auditId, done.result);
}
