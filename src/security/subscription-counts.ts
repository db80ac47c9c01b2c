// Open subscriptions per caller (key, or address without one), summed over every transport:
// graphql-ws operations, SSE streams and multipart streams alike. A caller that opens more than
// WS_MAX_SUBSCRIPTIONS_PER_CALLER on one instance is refused whichever transport it asks on.
// Counts are per instance, as the WebSocket connection bounds are.

export class SubscriptionCounts {
  private readonly openByCaller = new Map<string, number>();

  constructor(readonly maxPerCaller: number) {}

  /** Counts a subscription for `caller`; the answer releases it (once, however often called), or is undefined past the bound. */
  open(caller: string): (() => void) | undefined {
    const open = this.openByCaller.get(caller) ?? 0;
    if (open >= this.maxPerCaller) return undefined;
    this.openByCaller.set(caller, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.openByCaller.get(caller) ?? 1) - 1;
      if (left === 0) this.openByCaller.delete(caller);
      else this.openByCaller.set(caller, left);
    };
  }

  get total(): number {
    let total = 0;
    for (const open of this.openByCaller.values()) total += open;
    return total;
  }
}
