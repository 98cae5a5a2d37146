// A bounded number of jobs running at once, a bounded queue waiting behind them, and a refusal
// when both are full: used for each uploader's uploads (upload-gate.ts), every image decode
// (images.ts) and the JPEG2000 worker (jpeg2000.ts). Waiting jobs start in arrival order.
import { invariant } from "@tradewind/domain/assert";

export interface SlotLimits {
  runningMax: number;
  waitingMax: number;
  /** Throws the catalogued refusal for a job that finds every slot and place taken. */
  refuse: () => never;
}

export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: SlotLimits) {
    invariant(limits.runningMax >= 1 && limits.waitingMax >= 0, "slots need one running job at least");
  }

  /** Nothing running, so nothing waiting either. */
  get idle(): boolean {
    return this.running === 0;
  }

  /** `work`'s result, run once a slot is free; refused at once when every slot and place in the queue is taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.runningMax) {
      if (this.waiting.length >= this.limits.waitingMax) this.limits.refuse();
      // The finishing job hands its slot over: `running` stays counted for the one it wakes.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
