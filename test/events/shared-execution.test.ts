import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { InMemoryPubSub } from '../../src/events/memory-pubsub.js';
import { sharedSubscribe } from '../../src/live/shared-execution.js';

function setUp() {
  const pubsub = new InMemoryPubSub();
  let resolved = 0;
  const schema = makeExecutableSchema({
    typeDefs: `
      type Query { ok: Boolean }
      type Change { id: ID! status: String! label(prefix: String!): String! }
      type Subscription { changed: Change! }
    `,
    resolvers: {
      Subscription: {
        changed: { subscribe: () => pubsub.subscribe('changes'), resolve: (change: unknown) => ((resolved += 1), change) },
      },
      Change: { label: (change: { status: string }, { prefix }: { prefix: string }) => `${prefix}${change.status}` },
    },
  });
  const subscribe = sharedSubscribe((context) => (context as { caller: string }).caller);
  const open = async (caller: string, query: string, variableValues: Record<string, unknown> = {}) => {
    const result = await subscribe({ schema, document: parse(query), contextValue: { caller }, variableValues });
    return (result as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator]();
  };
  return { pubsub, open, resolvedCount: () => resolved };
}

const LABEL = 'subscription S($prefix: String!) { changed { id label(prefix: $prefix) } }';

describe('subscriptions executed once per event and distinct subscription', () => {
  it('executes an event once for subscribers of the same document, variables and caller, each getting the result', async () => {
    const { pubsub, open, resolvedCount } = setUp();
    const subscribers = await Promise.all([1, 2, 3].map(() => open('key-a', LABEL, { prefix: '>' })));
    await pubsub.publish('changes', { id: 'x1', status: 'PAID' });
    const results = await Promise.all(subscribers.map((s) => s.next()));
    for (const result of results) expect(result.value).toEqual({ data: { changed: { id: 'x1', label: '>PAID' } } });
    expect(resolvedCount()).toBe(1);
    await pubsub.close();
  });

  it('never shares a result across callers, variables or documents', async () => {
    const { pubsub, open, resolvedCount } = setUp();
    const a = await open('key-a', LABEL, { prefix: '>' });
    const otherCaller = await open('key-b', LABEL, { prefix: '>' });
    const otherVariables = await open('key-a', LABEL, { prefix: '#' });
    const otherDocument = await open('key-a', 'subscription { changed { status } }');
    await pubsub.publish('changes', { id: 'x2', status: 'FAILED' });
    expect((await a.next()).value).toEqual({ data: { changed: { id: 'x2', label: '>FAILED' } } });
    expect((await otherCaller.next()).value).toEqual({ data: { changed: { id: 'x2', label: '>FAILED' } } });
    expect((await otherVariables.next()).value).toEqual({ data: { changed: { id: 'x2', label: '#FAILED' } } });
    expect((await otherDocument.next()).value).toEqual({ data: { changed: { status: 'FAILED' } } });
    expect(resolvedCount()).toBe(4);
    await pubsub.close();
  });

  it('executes every new event again, and unsubscribes on return()', async () => {
    const { pubsub, open, resolvedCount } = setUp();
    const a = await open('key-a', LABEL, { prefix: '' });
    const b = await open('key-a', LABEL, { prefix: '' });
    for (const status of ['PENDING', 'PAID']) {
      await pubsub.publish('changes', { id: 'x3', status });
      expect((await a.next()).value).toEqual({ data: { changed: { id: 'x3', label: status } } });
      expect((await b.next()).value).toEqual({ data: { changed: { id: 'x3', label: status } } });
    }
    expect(resolvedCount()).toBe(2);
    await a.return?.();
    await b.return?.();
    expect(pubsub.openSubscriptions()).toBe(0);
    await pubsub.close();
  });
});
