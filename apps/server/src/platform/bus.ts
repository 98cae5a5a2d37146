// Publish/subscribe of JSON events by subject, so every server process sees what an engine
// produces (DESIGN §2): in-process by default, NATS when NATS_URL is set (nats-bus.ts). Delivery
// is at most once and in publish order per subject; events are shared between subscribers, so a
// handler must treat them as read-only.

/** A subject name carrying events of one type, e.g. `market.tick`. */
export interface Subject<Event> {
  readonly name: string;
  /** Type witness only; never set. */
  readonly event?: Event;
}

export function subject<Event>(name: string): Subject<Event> {
  // Dots separate tokens in NATS; a space or wildcard in a name would change what it matches.
  if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(name)) throw new Error(`not a bus subject name: ${name}`);
  return { name };
}

/** Receives a shared event: read it, never change it. */
export type Handler<Event> = (event: Event) => void;

export interface Bus {
  publish<Event>(subject: Subject<Event>, event: Event): void;
  /** Calls `handler` for every later event of `subject`; returns the unsubscribe function. */
  subscribe<Event>(subject: Subject<Event>, handler: Handler<Event>): () => void;
  /** Delivers what is in flight, then stops. */
  close(): Promise<void>;
}

export interface BusLog {
  error(details: object, message: string): void;
}

/** The in-process bus: synchronous delivery, a failing handler is logged and the others still run. */
export function createLocalBus(log: BusLog): Bus {
  const handlers = new Map<string, Set<Handler<unknown>>>();
  return {
    publish(subject, event) {
      for (const handler of handlers.get(subject.name) ?? []) deliver(log, subject.name, handler, event);
    },
    subscribe<Event>(subject: Subject<Event>, handler: Handler<Event>) {
      const set = handlers.get(subject.name) ?? new Set<Handler<unknown>>();
      handlers.set(subject.name, set);
      const entry = handler as Handler<unknown>;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}

/** Runs one handler; its failure is a bug in that subscriber, not in the publisher, so it is logged. */
export function deliver(log: BusLog, subjectName: string, handler: Handler<unknown>, event: unknown): void {
  try {
    handler(event);
  } catch (error) {
    log.error({ err: error, subject: subjectName }, "bus: a subscriber failed");
  }
}

/** NATS when a URL is configured, else the in-process bus. */
export async function openBus(natsUrl: string | undefined, log: BusLog, prefix?: string): Promise<Bus> {
  if (!natsUrl) return createLocalBus(log);
  const { connectNatsBus } = await import("./nats-bus.ts");
  return connectNatsBus({ url: natsUrl, log, ...(prefix ? { prefix } : {}) });
}
