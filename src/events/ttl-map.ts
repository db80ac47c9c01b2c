/** A map whose entries vanish after their time to live: the in-memory stand-in for Redis EX. */
export class TtlMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlSeconds: number): void {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Expired entries nobody asks for again would otherwise stay forever. */
  private sweep(): void {
    this.writes += 1;
    if (this.writes % 256 !== 0) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
