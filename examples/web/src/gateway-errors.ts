// What a person is told when the gateway answers with GraphQL errors instead of a payload: the
// failures the caller cannot fix by editing a field (README, "Expected failures are in mutation
// payloads"). Codes, not messages, decide.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export function describeFailure(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => describeCode(e.extensions?.['code'], e.message)).join(' ');
  if (ServerError.is(error)) return `The gateway answered HTTP ${error.statusCode}. Try again in a moment.`;
  return 'The gateway could not be reached. Try again in a moment.';
}

function describeCode(code: unknown, message: string): string {
  switch (code) {
    case 'OUTCOME_UNKNOWN':
      // The provider may have created it. Sending the form again unchanged reuses its idempotency
      // key and is answered the same; a new key could create a second payout.
      return 'We could not learn whether this was created. Check the list before creating it again; submitting this form unchanged is safe.';
    case 'RATE_LIMITED':
      return 'Too many requests: wait a little, then try again.';
    case 'UNAUTHENTICATED':
      return 'The API key was refused.';
    default:
      // BAD_USER_INPUT (a value the schema itself refuses, e.g. an enum value no select offers;
      // a wrong amount or e-mail is a user error at its field) and the rest: the gateway's
      // message is written for people.
      return message;
  }
}
