// graphql-js ends many errors with a suggestion: `Did you mean "espTransactions"?`, `Did you mean
// the enum value "USD"?`, `Did you mean to use an inline fragment on "Offramp"?`. Each names a
// field, argument, enum value or type, so with introspection off they would map the schema one
// guess at a time. Validation errors are not the only ones: a variable's unknown input field or
// enum value is reported while executing, so the gateway strips them from every error it answers.

const SUGGESTION = / ?Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}
