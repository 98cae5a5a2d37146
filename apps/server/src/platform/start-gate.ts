// A consumer of the bus that rebuilds its state from SQL on start (the trigger engine, the alert
// engine) subscribes first and lets this gate hold what arrives meanwhile: an order or alert
// changed, or a tick, during a start or a takeover is then neither lost nor applied to half-built
// state. Held events run in arrival order once the state is whole.

export type HeldEvent = () => Promise<void> | void;

export interface StartGate {
  /** Runs `event` at once when the consumer has started, else holds it until `open`. */
  admit(event: HeldEvent): void;
  /** Holds events again (a consumer starting anew). */
  hold(): void;
  /**
   * Runs the held events in arrival order, each awaited and followed by `settled` (the work it
   * queued), until none is left; events arriving meanwhile join the end. Then admits directly.
   */
  open(settled: () => Promise<void>): Promise<void>;
}

/** A gate that holds from the start: nothing runs before the consumer's first `open`. */
export function createStartGate(): StartGate {
  let held: HeldEvent[] | undefined = [];
  return {
    admit(event) {
      if (held) held.push(event);
      else void event();
    },
    hold() {
      held ??= [];
    },
    async open(settled) {
      const waiting = held ?? [];
      for (let event = waiting.shift(); event; event = waiting.shift()) {
        await event();
        await settled();
      }
      held = undefined;
    },
  };
}
