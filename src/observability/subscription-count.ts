// Counts open live status subscriptions: each one is one pub/sub subscription, held until
// its iterator is returned or ends.
import type { Gauge } from 'prom-client';
import type { JsonMessage, PubSub } from '../events/pubsub.js';

export function countingSubscriptions(pubsub: PubSub, gauge: Gauge): PubSub {
  return {
    publish: (topic, message) => pubsub.publish(topic, message),
    close: () => pubsub.close(),
    async subscribe(topic) {
      const source = await pubsub.subscribe(topic);
      gauge.inc();
      let open = true;
      const closed = () => {
        if (!open) return;
        open = false;
        gauge.dec();
      };
      const iterator: AsyncIterableIterator<JsonMessage> = {
        async next() {
          try {
            const result = await source.next();
            if (result.done) closed();
            return result;
          } catch (error) {
            closed();
            throw error;
          }
        },
        async return() {
          closed();
          return (await source.return?.()) ?? { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    },
  };
}
