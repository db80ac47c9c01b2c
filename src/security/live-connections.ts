// Live connections open on one instance, whatever carries them: WebSockets, SSE streams and
// multipart streams each hold a socket, memory and a place in pub/sub for as long as they last,
// so MAX_LIVE_CONNECTIONS bounds them together. Counts are per instance, as the other
// connection bounds are (websocket-limits.ts).

export class LiveConnections {
  private open = 0;

  constructor(readonly max: number) {}

  /** A place for one more connection; the answer frees it (once, however often called), or is undefined when the instance is full. */
  take(): (() => void) | undefined {
    if (this.open >= this.max) return undefined;
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
    };
  }

  get size(): number {
    return this.open;
  }
}
