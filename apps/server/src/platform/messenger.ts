// Delivers verification codes. With SMTP_URL, email goes out through nodemailer. Without a
// provider (and always for SMS, which has none yet) a message is kept in the dev outbox when
// DEV_OUTBOX is on, and is undeliverable otherwise: callers ask `canDeliver` first and refuse.
// The outbox is accounts' table: the composition root hands its writer in as `devOutbox`.
// A message body holds a live code, so it is never written to the log. A provider that cannot be
// reached answers 10240 ("could not send, try again") within the SMTP timeouts below, is logged
// with a running count of failed sends (the project has no metrics endpoint; the count in the
// log line is the signal), and never surfaces as a 500.
import { invariant } from "@tradewind/domain/assert";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { fail } from "./errors.ts";

/** Outside calls time out: a code request waits at most this long for the SMTP server to answer the connection. */
const smtpConnectionTimeoutMs = 10_000;
/** ...to greet us once connected. */
const smtpGreetingTimeoutMs = 10_000;
/** ...between two reads or writes of one exchange. */
const smtpSocketTimeoutMs = 20_000;

export type Channel = "email" | "sms";

export interface Message {
  target: string;
  channel: Channel;
  subject: string;
  body: string;
  /** The verification code in the message, kept in the dev outbox for tests and local use. */
  code: string | null;
}

/** Keeps an undeliverable message where tests and local use can read it (accounts' dev outbox). */
export type DevOutbox = (message: Message) => Promise<void>;

export interface Messenger {
  /** True when a message on this channel reaches someone: a provider, or the dev outbox. */
  canDeliver(channel: Channel): boolean;
  send(message: Message): Promise<void>;
}

/** `devOutbox` is given when DEV_OUTBOX is on, absent otherwise. */
export function createMessenger(options: { smtpUrl: string | undefined; from: string; devOutbox: DevOutbox | undefined; log: FastifyBaseLogger }): Messenger {
  const { devOutbox } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: smtpConnectionTimeoutMs,
        greetingTimeout: smtpGreetingTimeoutMs,
        socketTimeout: smtpSocketTimeoutMs,
      })
    : undefined;
  /** Messages the provider refused or could not be reached for since start; each failure logs it. */
  let failedSends = 0;
  const hasProvider = (channel: Channel) => transport !== undefined && channel === "email";
  if (devOutbox) options.log.warn("DEV_OUTBOX is on: undeliverable verification codes are readable by anyone at /swx/customer/dev/outbox");
  return {
    canDeliver: (channel) => hasProvider(channel) || devOutbox !== undefined,
    async send(message) {
      if (transport && hasProvider(message.channel)) {
        try {
          await transport.sendMail({ from: options.from, to: message.target, subject: message.subject, text: message.body });
        } catch (error) {
          failedSends += 1;
          // The reason only: the body holds the code and the target is personal data.
          const reason = error instanceof Error ? error.message : String(error);
          options.log.error({ channel: message.channel, reason, failedSends }, "message not sent: the email provider failed");
          fail("messageNotSent");
        }
        return;
      }
      invariant(devOutbox, `no way to deliver a ${message.channel} message: callers must check canDeliver first`);
      // Channel only: the body carries the code, and the target is personal data.
      options.log.info({ channel: message.channel }, "message kept in the dev outbox (no provider)");
      await devOutbox(message);
    },
  };
}
