// Finance's smart-plan work in the back office: the product editor and the earn reserve. Every
// write runs through audited(), so a product change or a funding entry and its audit row commit
// together; a funding's ledger entry names the operator as its actor.
import type { SmartProductSettings } from "@tradewind/api/admin/earn";
import { toPlain, type Amount } from "@tradewind/domain/money";
import * as earn from "../../earn/back-office-service.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

type Writer = Parameters<typeof audited>[1];

export { listProductsForOffice as listProducts, reserveForOffice as getReserve } from "../../earn/back-office-service.ts";

export async function createProduct(deps: AuditDeps, writer: Writer, body: SmartProductSettings & { reason: string }) {
  const { reason, ...input } = body;
  const done = await audited(deps, writer, { action: "earn.product.create", reason }, async (tx) => {
    const change = await earn.createProduct(tx, input, deps.clock.now());
    return { ...change, result: change.after };
  });
  return { auditId: done.auditId, product: done.result };
}

export async function updateProduct(deps: AuditDeps, writer: Writer, id: string, body: SmartProductSettings & { reason: string }) {
  const { reason, ...input } = body;
  const done = await audited(deps, writer, { action: "earn.product.update", reason }, async (tx) => {
    const change = await earn.updateProduct(tx, id, input, deps.clock.now());
    return { ...change, result: change.after };
  });
  return { auditId: done.auditId, product: done.result };
}

export async function fundReserve(deps: AuditDeps, writer: Writer, body: { amount: Amount; reason: string }) {
  const reply = (auditId: string, funded: Awaited<ReturnType<typeof earn.fundReserve>>) => ({ auditId, reserve: funded.after, entryId: funded.entryId });
  const done = await audited(
    deps,
    writer,
    { action: "earn.reserve.fund", reason: body.reason },
    async (tx) => {
      const funded = await earn.fundReserve(tx, body.amount, `operator:${writer.operator.id}`);
      return { result: funded, target: earn.reserveTarget, before: funded.before, after: { ...funded.after, amount: toPlain(body.amount), entryId: funded.entryId } };
    },
    reply,
  );
  return reply(done.auditId, done.result);
}
