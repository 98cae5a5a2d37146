// The bus over NATS (core pub/sub, no persistence): each process opens one NATS subscription per
// subject it listens to and fans the events out to its local handlers. Events are JSON produced
// by our own processes; a message that is not JSON is logged and dropped.
import { connect, type NatsConnection, type Subscription } from "nats";
import { deliver, type Bus, type BusLog, type Handler, type Subject } from "./bus.ts";

export interface NatsBusOptions {
  url: string;
  log: BusLog;
  /** Prepended to every subject, so separate deployments (or test runs) can share one NATS server. */
  prefix?: string;
}

export async function connectNatsBus(options: NatsBusOptions): Promise<Bus> {
  const { log } = options;
  // Keep reconnecting forever: an api process without the bus serves stale prices, so it must rejoin.
  const connection: NatsConnection = await connect({ servers: options.url, name: "tradewind", maxReconnectAttempts: -1 });
  void watchStatus(connection, log);
  const prefix = options.prefix ? `${options.prefix}.` : "";
  const encoder = new TextEncoder();
  const local = new Map<string, { subscription: Subscription; handlers: Set<Handler<unknown>> }>();

  return {
    publish(subject, event) {
      connection.publish(prefix + subject.name, encoder.encode(JSON.stringify(event)));
    },
    subscribe<Event>(subject: Subject<Event>, handler: Handler<Event>) {
      let entry = local.get(subject.name);
      if (!entry) {
        const handlers = new Set<Handler<unknown>>();
        const subscription = connection.subscribe(prefix + subject.name, {
          callback: (error, message) => {
            if (error) return log.error({ err: error, subject: subject.name }, "bus: NATS subscription failed");
            let event: unknown;
            try {
              event = message.json<unknown>();
            } catch (parseError) {
              return log.error({ err: parseError, subject: subject.name }, "bus: dropped a message that is not JSON");
            }
            for (const each of handlers) deliver(log, subject.name, each, event);
          },
        });
        entry = { subscription, handlers };
        local.set(subject.name, entry);
      }
      const handlers = entry.handlers;
      const added = handler as Handler<unknown>;
      handlers.add(added);
      return () => {
        handlers.delete(added);
      };
    },
    async close() {
      // Drain delivers what was received and flushes what was published before closing.
      await connection.drain();
      local.clear();
    },
  };
}

async function watchStatus(connection: NatsConnection, log: BusLog) {
  for await (const status of connection.status()) {
    if (status.type === "disconnect" || status.type === "error") log.error({ status: status.type, data: String(status.data) }, "bus: NATS connection trouble");
  }
}
