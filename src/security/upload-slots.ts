// How many multipart uploads each caller may have in flight on one instance. An upload's file is
// held in memory from its first byte until the answer is sent, and a body may take until the
// server's request timeout to arrive: without this bound, a caller within its rate limit could
// keep thousands of files in memory at once by sending them slowly.

export class UploadSlots {
  readonly #held = new Map<string, number>();

  constructor(readonly perCaller: number) {}

  /** A slot for `caller`, released by the function answered (once, however often it is called); undefined when it holds them all. */
  take(caller: string): (() => void) | undefined {
    const held = this.#held.get(caller) ?? 0;
    if (held >= this.perCaller) return undefined;
    this.#held.set(caller, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#held.get(caller) ?? 1) - 1;
      if (left === 0) this.#held.delete(caller);
      else this.#held.set(caller, left);
    };
  }
}
