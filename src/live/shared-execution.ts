// graphql-ws's `subscribe`, executing each event once per distinct subscription instead of once
// per subscriber. The pub/sub hands every subscriber of a resource the same frozen change
// object, so subscribers that sent the same document and variables with the same key get the
// same result for it: a webhook followed by thousands costs one execution, not thousands.
// The caller's key fingerprint is part of what makes two subscriptions the same, so a result
// is never shared between callers, even if a resolver were to read the caller from the context.

import { createSourceEventStream, execute, GraphQLError, print, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { transformIterator } from '../events/transform-iterator.js';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * One event's results, by printed document, caller, operation name and variables. The printed
 * text is made once per parsed document (the subscribe guard keeps one per query text) and
 * shared by its subscribers, who keep only their own short variables text: one level per part,
 * rather than a key string joined per subscriber.
 */
type EventResults = Map<string, Map<string, Map<string, Map<string, Result>>>>;

function isAsyncIterable(value: object): value is AsyncIterable<unknown> {
  return Symbol.asyncIterator in value;
}

function entry<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** `callerOf` names who is subscribing (a key fingerprint), read from the operation's context. */
export function sharedSubscribe(callerOf: (context: unknown) => string) {
  // Per event object, the result of each distinct subscription: dropped with the event once
  // every subscriber has been sent it.
  const resultsByEvent = new WeakMap<object, EventResults>();
  const printed = new WeakMap<DocumentNode, string>();

  return async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    // Before subscribing: variables are the client's JSON, which JSON.parse reads at any depth
    // and JSON.stringify cannot always write back (a stack overflow). Thrown after subscribing,
    // that left the subscription open, out of every count, for good.
    let variables: string;
    try {
      variables = JSON.stringify(args.variableValues ?? {});
    } catch {
      return { errors: [new GraphQLError('The variables are nested too deeply to be read.', { extensions: { code: 'BAD_USER_INPUT' } })] };
    }
    const events = await createSourceEventStream(args);
    if (!isAsyncIterable(events)) return events;
    const document = entry(printed, args.document, () => print(args.document));
    const caller = callerOf(args.contextValue);
    const operationName = args.operationName ?? '';
    return transformIterator(events[Symbol.asyncIterator](), (event: unknown): Result => {
      if (event === null || typeof event !== 'object') return execute({ ...args, rootValue: event });
      const results = entry(resultsByEvent, event, (): EventResults => new Map());
      const forDocument = entry(results, document, () => new Map());
      const forOperation = entry(entry(forDocument, caller, () => new Map()), operationName, () => new Map<string, Result>());
      return entry(forOperation, variables, () => execute({ ...args, rootValue: event }));
    });
  };
}
