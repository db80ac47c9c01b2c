// Async generators cannot be stopped while they wait: return() is queued behind the
// pending next(), so an idle subscription would never unsubscribe. This iterator maps
// and filters a source and hands return() straight through to it.
//
// A class rather than an object of closures: every subscription holds two of these for its
// whole life, and prototype methods cost nothing per instance.
class TransformIterator<In, Out> implements AsyncIterableIterator<Out> {
  private pending: Out[] | undefined;
  private finished = false;

  constructor(
    private readonly source: AsyncIterator<In>,
    private readonly step: (value: In) => Promise<Out | undefined> | Out | undefined,
    first: readonly Out[],
  ) {
    this.pending = first.length > 0 ? [...first] : undefined;
  }

  async next(): Promise<IteratorResult<Out>> {
    if (this.pending !== undefined) {
      const value = this.pending.shift() as Out;
      if (this.pending.length === 0) this.pending = undefined;
      return { value, done: false };
    }
    try {
      while (!this.finished) {
        const result = await this.source.next();
        if (result.done) break;
        const mapped = await this.step(result.value);
        if (mapped !== undefined && !this.finished) return { value: mapped, done: false };
      }
    } catch (error) {
      this.finished = true;
      await this.source.return?.();
      throw error;
    }
    this.finished = true;
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<Out>> {
    this.finished = true;
    this.pending = undefined;
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<Out>> {
    this.finished = true;
    this.pending = undefined;
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export function transformIterator<In, Out>(
  source: AsyncIterator<In>,
  step: (value: In) => Promise<Out | undefined> | Out | undefined,
  first: readonly Out[] = [],
): AsyncIterableIterator<Out> {
  return new TransformIterator(source, step, first);
}
