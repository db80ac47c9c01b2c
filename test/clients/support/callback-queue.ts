/**
 * Values a callback-style client pushes (its next and error handlers), read one at a time in the
 * order they came; once it fails, every waiting and later read is rejected with the failure.
 */
export function callbackQueue<T>(): { push(value: T): void; fail(error: unknown): void; take(): Promise<T> } {
  const values: T[] = [];
  const waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  let failure: unknown;
  return {
    push: (value) => (waiting.length > 0 ? waiting.shift()!.resolve(value) : values.push(value)),
    fail: (error) => {
      failure = error;
      for (const waiter of waiting.splice(0)) waiter.reject(error);
    },
    take: () =>
      values.length > 0 ? Promise.resolve(values.shift()!) : failure !== undefined ? Promise.reject(failure) : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
  };
}
