// Delivers verification codes. With SMTP_URL, email goes out through nodemailer; without it
// (and always for SMS, which has no provider configured yet) the message is written to the
// server log and to the dev outbox, which only a non-production server serves.
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./database.ts";

export interface Message {
  target: string;
  channel: "email" | "sms";
  subject: string;
  body: string;
  /** The verification code in the message, kept in the dev outbox for tests and local use. */
  code: string | null;
}

export interface Messenger {
  send(message: Message): Promise<void>;
}

export function createMessenger(options: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      if (transport && message.channel === "email") {
        await transport.sendMail({ from: options.from, to: message.target, subject: message.subject, text: message.body });
        return;
      }
      options.log.info({ target: message.target, channel: message.channel, body: message.body }, "message not sent (no provider): written to the dev outbox");
      await options.db
        .insertInto("dev_outbox")
        .values({ target: message.target, subject: message.subject, body: message.body, code: message.code })
        .execute();
    },
  };
}
