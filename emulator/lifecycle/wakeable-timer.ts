// setTimeout cannot wait longer than 2^31-1 ms; longer waits are re-armed.
const MAX_WAIT_MS = 60_000;
const RETRY_AFTER_ERROR_MS = 1_000;

/**
 * Runs `tick` when the earliest due time reported by `nextDueAtMs` arrives.
 * `wake()` re-reads that time, so new work is picked up at once.
 */
export class WakeableTimer {
  private handle: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly tick: () => void,
    private readonly nextDueAtMs: () => number | null,
    private readonly now: () => number,
  ) {}

  wake(): void {
    if (this.stopped) return;
    if (this.handle) clearTimeout(this.handle);
    this.handle = null;
    const due = this.nextDueAtMs();
    if (due === null) return;
    const wait = Math.min(Math.max(0, due - this.now()), MAX_WAIT_MS);
    this.handle = setTimeout(() => {
      this.handle = null;
      try {
        this.tick();
      } catch (error) {
        // A failed step stays in the database and is retried; the timer must not die with it.
        console.error('emulator: background step failed', error);
        if (!this.stopped) this.handle = setTimeout(() => this.wake(), RETRY_AFTER_ERROR_MS).unref();
        return;
      }
      this.wake();
    }, wait);
    this.handle.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.handle) clearTimeout(this.handle);
    this.handle = null;
  }
}
