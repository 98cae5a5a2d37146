// Delivers verification codes. With SMTP_URL, email goes out through nodemailer. Without a
// provider (and always for SMS, which has none yet) a message is kept in the dev outbox when
// DEV_OUTBOX is on, and is undeliverable otherwise: callers ask `canDeliver` first and refuse.
// A message body holds a live code, so it is never written to the log.
import { invariant } from "@tradewind/domain/assert";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./database.ts";

export type Channel = "email" | "sms";

export interface Message {
  target: string;
  channel: Channel;
  subject: string;
  body: string;
  /** The verification code in the message, kept in the dev outbox for tests and local use. */
  code: string | null;
}

export interface Messenger {
  /** True when a message on this channel reaches someone: a provider, or the dev outbox. */
  canDeliver(channel: Channel): boolean;
  send(message: Message): Promise<void>;
}

export function createMessenger(options: { db: Db; smtpUrl: string | undefined; from: string; devOutbox: boolean; log: FastifyBaseLogger }): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const hasProvider = (channel: Channel) => transport !== undefined && channel === "email";
  if (options.devOutbox) options.log.warn("DEV_OUTBOX is on: undeliverable verification codes are readable by anyone at /swx/customer/dev/outbox");
  return {
    canDeliver: (channel) => hasProvider(channel) || options.devOutbox,
    async send(message) {
      if (transport && hasProvider(message.channel)) {
        await transport.sendMail({ from: options.from, to: message.target, subject: message.subject, text: message.body });
        return;
      }
      invariant(options.devOutbox, `no way to deliver a ${message.channel} message: callers must check canDeliver first`);
      // Channel only: the body carries the code, and the target is personal data.
      options.log.info({ channel: message.channel }, "message kept in the dev outbox (no provider)");
      await options.db
        .insertInto("dev_outbox")
        .values({ target: message.target, subject: message.subject, body: message.body, code: message.code })
        .execute();
    },
  };
}
