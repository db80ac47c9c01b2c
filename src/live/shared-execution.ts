// graphql-ws's `subscribe`, executing each event once per distinct subscription instead of once
// per subscriber. The pub/sub hands every subscriber of a resource the same frozen change
// object, so subscribers that sent the same document and variables with the same key get the
// same result for it: a webhook followed by thousands costs one execution, not thousands.
// The caller's key fingerprint is part of what makes two subscriptions the same, so a result
// is never shared between callers, even if a resolver were to read the caller from the context.

import { createSourceEventStream, execute, GraphQLError, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { transformIterator } from '../events/transform-iterator.js';

type Result = ExecutionResult | Promise<ExecutionResult>;

function isAsyncIterable(value: object): value is AsyncIterable<unknown> {
  return Symbol.asyncIterator in value;
}

/** `callerOf` names who is subscribing (a key fingerprint), read from the operation's context. */
export function sharedSubscribe(callerOf: (context: unknown) => string) {
  // Per event object, the result of each distinct subscription: dropped with the event once
  // every subscriber has been sent it.
  const resultsByEvent = new WeakMap<object, Map<string, Result>>();

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
    const subscription = [callerOf(args.contextValue), args.operationName ?? '', variables, print(args.document)].join('\n');
    const run = (event: unknown): Result => execute({ ...args, rootValue: event });
    return transformIterator(events[Symbol.asyncIterator](), (event: unknown): Result => {
      if (event === null || typeof event !== 'object') return run(event);
      let results = resultsByEvent.get(event);
      if (results === undefined) {
        results = new Map();
        resultsByEvent.set(event, results);
      }
      let result = results.get(subscription);
      if (result === undefined) {
        result = run(event);
        results.set(subscription, result);
      }
      return result;
    });
  };
}
