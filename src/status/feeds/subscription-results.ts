// What an admitted subscription answers, on every transport: its results with their errors
// formatted as the HTTP side formats them (masked, scrubbed), and its caller's place among its
// open subscriptions given back when it ends, however it ends. Admission itself is the policy's
// (subscription-policy.ts).

import * as graphql from 'graphql';
import type { ExecutionArgs, ExecutionResult, GraphQLFormattedError } from 'graphql';
import { transformIterator } from './transform-iterator.js';

/** The HTTP side's error formatting, so errors of every transport are masked the same way. */
export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export interface AdmittedSubscription {
  args: ExecutionArgs;
  /** Frees the caller's place; execute() calls it when the subscription ends. */
  release: () => void;
}

/** An error already formatted for clients (masked, scrubbed): every transport writes it as toJSON() says. */
class PublicError extends graphql.GraphQLError {
  constructor(private readonly formatted: GraphQLFormattedError) {
    super(formatted.message);
  }

  override toJSON(): GraphQLFormattedError {
    return this.formatted;
  }
}

export class SubscriptionResults {
  constructor(private readonly formatError: FormatError) {}

  /** Runs an admitted subscription: its results' errors formatted for clients, its place released when it ends, however it ends. */
  async execute({ args, release }: AdmittedSubscription): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    let result: AsyncGenerator<ExecutionResult> | ExecutionResult;
    try {
      result = await graphql.subscribe(args);
    } catch (failure) {
      release();
      throw failure;
    }
    return this.released(result, release);
  }

  /** A result, or each result of a stream, with its errors formatted for clients; `release` runs once it ends. */
  released(result: AsyncIterable<ExecutionResult> | ExecutionResult, release: () => void): AsyncIterableIterator<ExecutionResult> | ExecutionResult {
    if (!(Symbol.asyncIterator in result)) {
      release();
      return this.publicResult(result);
    }
    return transformIterator(result[Symbol.asyncIterator](), (next: ExecutionResult) => this.publicResult(next), [], release);
  }

  /**
   * Errors as the HTTP side formats them: an error raised while resolving keeps its code or is
   * masked as INTERNAL_SERVER_ERROR. An error graphql-js reports about the request itself (bad
   * variables: no path, and no cause but graphql-js's own) is the caller's to fix, as Apollo's
   * BAD_USER_INPUT is over HTTP.
   */
  publicResult(result: ExecutionResult): ExecutionResult {
    if (!result.errors?.length) return result;
    const errors = result.errors.map((raised) => {
      const formatted = raised.toJSON();
      const aboutRequest = raised.path === undefined && (raised.originalError === undefined || raised.originalError instanceof graphql.GraphQLError);
      const shown = aboutRequest
        ? this.formatError({ ...formatted, extensions: { code: 'BAD_USER_INPUT', ...formatted.extensions } }, raised)
        : this.formatError(formatted, raised.originalError ?? raised);
      return new PublicError(shown);
    });
    return { ...result, errors };
  }
}
