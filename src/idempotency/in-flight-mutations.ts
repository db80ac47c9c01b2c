// Mutations running on this instance. A shutdown waits for them before closing the store: a
// client that hung up mid-request does not stop its mutation (the provider call is already out),
// and the store must still be open when its result is recorded, or the key would be left bound to
// a claim that later reads as an unknown outcome.
export class InFlightMutations {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  }

  /** Resolves once every mutation running now (and any started meanwhile) has finished, however it ended. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
