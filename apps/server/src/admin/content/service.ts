// Content in the back office (issue 16): the content role's list, editor, publication and the
// notice push. Read from the content domain and changed through the audited path, so a change
// and its audit row commit together; a pushed notice is announced to every connected user after
// the commit with one bus message.
import type { ContentId } from "@tradewind/domain/ids";
import * as content from "../../content/back-office-service.ts";
import { contentTarget, type ContentFields } from "../../content/back-office-service.ts";
import { announceNotificationsToAll } from "../../notifications/service.ts";
import type { Bus } from "../../platform/bus.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

export interface ContentAdminDeps extends AuditDeps {
  /** Carries "notifications changed" to connected users; absent when no process serves `/ws`. */
  bus: Bus | undefined;
}

type Writer = Parameters<typeof audited>[1];

export { contentForOffice, contentsForOffice } from "../../content/back-office-service.ts";

export async function createContent(deps: AuditDeps, writer: Writer, body: ContentFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "content.create", reason: body.reason }, async (tx) => {
    const changed = await content.createContent(tx, body, deps.clock.now());
    return { result: changed.after, target: contentTarget(changed.after.id), ...changed };
  });
  return { auditId: done.auditId, content: done.result };
}

export async function updateContent(deps: AuditDeps, writer: Writer, id: ContentId, body: ContentFields & { reason: string }) {
  const done = await audited(deps, writer, { action: "content.update", reason: body.reason }, async (tx) => {
    const changed = await content.updateContent(tx, id, body, deps.clock.now());
    return { result: changed.after, target: contentTarget(id), ...changed };
  });
  return { auditId: done.auditId, content: done.result };
}

export async function publishContent(deps: AuditDeps, writer: Writer, id: ContentId, reason: string) {
  const done = await audited(deps, writer, { action: "content.publish", reason }, async (tx) => {
    const changed = await content.publishContent(tx, id, deps.clock.now());
    return { result: changed.after, target: contentTarget(id), ...changed };
  });
  return { auditId: done.auditId, content: done.result };
}

export async function unpublishContent(deps: AuditDeps, writer: Writer, id: ContentId, reason: string) {
  const done = await audited(deps, writer, { action: "content.unpublish", reason }, async (tx) => {
    const changed = await content.unpublishContent(tx, id, deps.clock.now());
    return { result: changed.after, target: contentTarget(id), ...changed };
  });
  return { auditId: done.auditId, content: done.result };
}

export async function deleteContent(deps: AuditDeps, writer: Writer, id: ContentId, reason: string) {
  const done = await audited(deps, writer, { action: "content.delete", reason }, async (tx) => {
    const changed = await content.deleteContent(tx, id);
    return { result: id, target: contentTarget(id), ...changed };
  });
  return { auditId: done.auditId, id: done.result };
}

export async function pushNotice(deps: ContentAdminDeps, writer: Writer, id: ContentId, reason: string) {
  const done = await audited(deps, writer, { action: "content.pushNotice", reason }, async (tx) => {
    const pushed = await content.pushNotice(tx, id, { id: writer.operator.id, username: writer.operator.username, at: deps.clock.now() });
    return { result: pushed, target: contentTarget(id), before: pushed.before, after: { ...pushed.after, recipients: pushed.recipients } };
  });
  if (deps.bus) announceNotificationsToAll(deps.bus);
  return { auditId: done.auditId, content: done.result.after, recipients: done.result.recipients };
}
