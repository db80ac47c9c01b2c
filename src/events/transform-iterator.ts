// Async generators cannot be stopped while they wait: return() is queued behind the
// pending next(), so an idle subscription would never unsubscribe. This iterator maps
// and filters a source and hands return() straight through to it.

export function transformIterator<In, Out>(
  source: AsyncIterator<In>,
  step: (value: In) => Promise<Out | undefined> | Out | undefined,
  first: readonly Out[] = [],
): AsyncIterableIterator<Out> {
  const pending = [...first];
  let finished = false;
  const iterator: AsyncIterableIterator<Out> = {
    async next(): Promise<IteratorResult<Out>> {
      if (pending.length > 0) return { value: pending.shift() as Out, done: false };
      try {
        while (!finished) {
          const result = await source.next();
          if (result.done) break;
          const mapped = await step(result.value);
          if (mapped !== undefined && !finished) return { value: mapped, done: false };
        }
      } catch (error) {
        finished = true;
        await source.return?.();
        throw error;
      }
      finished = true;
      return { value: undefined, done: true };
    },
    async return(): Promise<IteratorResult<Out>> {
      finished = true;
      pending.length = 0;
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown): Promise<IteratorResult<Out>> {
      finished = true;
      pending.length = 0;
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
