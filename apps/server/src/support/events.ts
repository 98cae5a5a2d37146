// Customer-service events on the bus (published after the commit), so the /ws sockets of a
// conversation's customer and of the support operators get their frames whichever process holds
// them (realtime/support-sockets.ts). Each event carries the wire frame and where it goes.
import type { ServerMessage } from "@tradewind/api/realtime";
import type { SupportSender } from "@tradewind/api/support";
import { subject } from "../platform/bus.ts";

export interface SupportEvent {
  /** The conversation's customer: a user id or a visitor id (one of them). */
  userId: string | null;
  visitorId: string | null;
  /** Send to the customer's sockets / to every signed-in support operator. */
  toCustomer: boolean;
  toOperators: boolean;
  frame: ServerMessage;
  /** A new message: the side it is for, so a process that hands it to that side's socket marks it delivered. */
  deliverTo?: SupportSender;
}

export const supportEventSubject = subject<SupportEvent>("support.event");

/**
 * What the live sockets need from the support domain: identities of the `visitor` and `operator`
 * ops, typing indicators and delivered marks.
 */
export interface SupportLive {
  /** The visitor of a live visitor token, else null. */
  visitorOf(token: string): Promise<{ visitorId: string; expiresAt: Date } | null>;
  /** The operator of a live back-office session with the support (or admin) role; 401 / 10139 (AppError) otherwise. */
  operatorOf(token: string): Promise<{ operatorId: string; expiresAt: Date }>;
  /** A typing indicator from a customer (their open conversation) or an operator (a named conversation). */
  typing(from: { userId: string } | { visitorId: string } | { operatorId: string; conversationId: string }): Promise<void>;
  /** `messageId` reached a socket of side `by`: mark it (and the earlier ones of the other side) delivered. */
  delivered(messageId: string, by: SupportSender): Promise<void>;
}
