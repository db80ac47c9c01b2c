// The one shape of expected failures: mutation payloads carry `userErrors`, each with the path
// of the input field at fault. Provider refusals the caller can fix land here too.
import type { z } from 'zod';
import { UpstreamUserError } from '../datasources/provider-errors.js';
import type { UserError, UserErrorCode } from '../generated/graphql.js';

export type FieldPath = string[];

export class UserErrors {
  readonly list: UserError[] = [];

  add(field: FieldPath, code: UserErrorCode, message: string): void {
    this.list.push({ field, code, message });
  }

  /** Adds the issues of a zod check of the object at `at`; `codeOf` names the code per field. */
  addIssues(at: FieldPath, error: z.ZodError, codeOf: (field: string, message: string) => UserErrorCode): void {
    for (const issue of error.issues) {
      const path = issue.path.map(String);
      const field = path.at(-1) ?? '';
      this.add([...at, ...path], codeOf(field, issue.message), `${field === '' ? 'value' : field} ${issue.message}`);
    }
  }

  get any(): boolean {
    return this.list.length > 0;
  }
}

/**
 * Translates a provider field name (its own snake_case, dotted path, e.g. `paymentDetails.iban`)
 * to the GraphQL input path. Longest known prefix wins; the rest of the path is kept.
 */
export function providerFieldPaths(table: Readonly<Record<string, FieldPath>>, fallback: FieldPath) {
  const prefixes = Object.keys(table).sort((a, b) => b.length - a.length);
  return (providerField: string | null): FieldPath => {
    if (providerField === null || providerField === '' || providerField === 'body') return fallback;
    for (const prefix of prefixes) {
      if (providerField === prefix) return table[prefix]!;
      if (providerField.startsWith(`${prefix}.`)) return [...table[prefix]!, ...providerField.slice(prefix.length + 1).split('.')];
    }
    return fallback;
  };
}

// Refusals the provider sends without field errors, but which are about one field.
const FIELD_OF_CODE: Partial<Record<UserErrorCode, string>> = {
  AMOUNT_OUT_OF_RANGE: 'amount',
  IDEMPOTENCY_KEY_REUSED: 'idempotency-key',
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'idempotency-key',
};

/**
 * Runs a provider call; a refusal the caller can fix becomes `userErrors` (each provider field
 * error at its GraphQL path), anything else propagates as a GraphQL error.
 */
export async function callProvider<T>(
  call: () => Promise<T>,
  pathOf: (providerField: string | null) => FieldPath,
): Promise<{ ok: true; value: T } | { ok: false; userErrors: UserError[] }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof UpstreamUserError)) throw error;
    const userErrors: UserError[] =
      error.fieldErrors.length === 0
        ? [{ field: pathOf(FIELD_OF_CODE[error.code] ?? null), code: error.code, message: error.message }]
        : error.fieldErrors.map((fieldError) => {
            const field = pathOf(fieldError.field);
            // Named as the caller knows the field (its GraphQL name), not by the provider's name.
            const name = fieldError.field ? field.at(-1) : undefined;
            return { field, code: error.code, message: name ? `${name} ${fieldError.message}` : fieldError.message };
          });
    return { ok: false, userErrors };
  }
}
