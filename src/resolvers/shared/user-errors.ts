// The one shape of expected failures: mutation payloads carry `userErrors`, each with the path
// of the input field at fault. Provider refusals the caller can fix land here too.
import type { z } from 'zod';
import { UpstreamUserError } from '../../datasources/provider-errors.js';
import { countryCodeAlpha3, e164Phone, isValidEmail, type CountryCodeAlpha3 } from '../../domain/contact.js';
import type { AmountRule } from '../../domain/amount-limits.js';
import { MAX_DECIMAL_LENGTH, fractionDigitsOf, parseDecimal } from '../../domain/money.js';
import type { UserError, UserErrorCode } from '../../generated/graphql.js';

export type FieldPath = string[];

const USER_ERROR_CODES: ReadonlySet<string> = new Set<UserErrorCode>([
  'REQUIRED',
  'INVALID_FORMAT',
  'INVALID_AMOUNT',
  'INVALID_WALLET_ADDRESS',
  'INVALID_ROUTING_NUMBER',
  'INVALID_IBAN',
  'INVALID_RIB',
  'INVALID_ESP_CARD',
  'INVALID_SWIFT_CODE',
  'INVALID_CNAPS_CODE',
  'INVALID_PIX_KEY',
  'UNKNOWN_MOBILE_MONEY_PROVIDER',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_COUNTRY',
  'INVALID',
]);

function isUserErrorCode(value: unknown): value is UserErrorCode {
  return typeof value === 'string' && USER_ERROR_CODES.has(value);
}

/**
 * The code of a zod issue, from its kind, never its message: a missing or empty text is
 * REQUIRED; a domain check names its own code (`params.code`, see src/domain/text-fields.ts).
 */
export function issueCode(issue: z.core.$ZodIssue, fallback: UserErrorCode): UserErrorCode {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'REQUIRED';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'REQUIRED';
  if (issue.code === 'custom' && isUserErrorCode(issue.params?.code)) return issue.params.code;
  return fallback;
}

export class UserErrors {
  readonly list: UserError[] = [];

  add(field: FieldPath, code: UserErrorCode, message: string): void {
    this.list.push({ field, code, message });
  }

  /** Adds every issue of a zod check of the value at `at`, each with the code its issue carries (`issueCode`). */
  addIssues(at: FieldPath, error: z.ZodError, fallback: UserErrorCode = 'INVALID_FORMAT'): void {
    for (const issue of error.issues) {
      const path = issue.path.map(String);
      const field = path.at(-1) ?? '';
      this.add([...at, ...path], issueCode(issue, fallback), `${field === '' ? 'value' : field} ${issue.message}`);
    }
  }

  get any(): boolean {
    return this.list.length > 0;
  }
}

/** A text the input must not leave blank; returns it trimmed. */
export function checkRequired(errors: UserErrors, field: FieldPath, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') errors.add(field, 'REQUIRED', `${field.at(-1)} must not be empty.`);
  return trimmed;
}

/** A text the input must not leave blank nor make longer than the provider takes; returns it trimmed. */
export function checkText(errors: UserErrors, field: FieldPath, value: string, maxLength: number): string {
  const trimmed = checkRequired(errors, field, value);
  if (trimmed.length > maxLength) errors.add(field, 'INVALID_FORMAT', `${field.at(-1)} must be at most ${maxLength} characters; it has ${trimmed.length}.`);
  return trimmed;
}

// Checks of the fields a form fills as text (amounts, e-mail, phone, country): the same domain
// rules as the output scalars (src/resolvers/base/scalars.ts), but each problem is a user error at
// its field, so a form learns of every one at once instead of from one top-level GraphQL error.

/**
 * An amount as a form writes it (`input.amount` unless `at` says otherwise), checked against every
 * rule the provider would refuse it by, so no refusable amount costs a provider call: a plain
 * decimal above zero, at most the unit's fraction digits, within the operation's limits. Spaces
 * around it are dropped (the amount sent and the one evidence matches are the trimmed text).
 * Returns it trimmed, or undefined.
 */
export function checkAmount(errors: UserErrors, amount: string, rule: AmountRule, at: FieldPath = ['input', 'amount']): string | undefined {
  const text = amount.trim();
  const name = at.at(-1) ?? 'amount';
  const shape = `a positive decimal such as "150.25", with at most ${rule.decimals} fraction digits`;
  const fractionDigits = text.length > MAX_DECIMAL_LENGTH ? null : fractionDigitsOf(text);
  if (text === '') errors.add(at, 'INVALID_AMOUNT', `${name} must not be empty: give ${shape}.`);
  else if (fractionDigits === null) errors.add(at, 'INVALID_AMOUNT', `${name} must be ${shape} (at most ${MAX_DECIMAL_LENGTH} characters).`);
  else if (fractionDigits > rule.decimals) errors.add(at, 'INVALID_AMOUNT', `${name} has ${fractionDigits} fraction digits; ${rule.unit} amounts have at most ${rule.decimals}.`);
  else if (parseDecimal(text, rule.decimals) === 0n) errors.add(at, 'INVALID_AMOUNT', `${name} must be above zero: give ${shape}.`);
  else if (rule.limits !== undefined && !rule.limits.inRange(text)) {
    const { min, max } = rule.limits;
    errors.add(at, 'AMOUNT_OUT_OF_RANGE', `${name} must be between ${min} and ${max} ${rule.unit} inclusive.`);
  } else return text;
  return undefined;
}

/** An e-mail address; returns it trimmed, or undefined. */
export function checkEmail(errors: UserErrors, at: FieldPath, value: string): string | undefined {
  const text = value.trim();
  if (!isValidEmail(text)) {
    errors.add(at, 'INVALID_EMAIL', `${at.at(-1)} must be an e-mail address such as "finance@acme.example".`);
    return undefined;
  }
  return text;
}

/**
 * A phone number in international form, returned in E.164 (`e164Phone`: `"+1-555-0123"` →
 * `"+15550123"`), or undefined.
 */
export function checkPhone(errors: UserErrors, at: FieldPath, value: string): string | undefined {
  const phone = e164Phone(value);
  if (phone === null) {
    const problem = /\p{L}/u.test(value) ? 'must not contain letters' : 'must be "+", a country code and the number, 7 to 15 digits in all';
    errors.add(at, 'INVALID_PHONE', `${at.at(-1)} ${problem}, e.g. "+2348012345678" or "+1-555-0123".`);
    return undefined;
  }
  return phone;
}

/** An officially assigned ISO 3166-1 alpha-2 or alpha-3 code, in either case; returned as alpha-3. */
export function checkCountry(errors: UserErrors, at: FieldPath, value: string): CountryCodeAlpha3 | undefined {
  const country = countryCodeAlpha3(value);
  if (country === null) {
    errors.add(at, 'INVALID_COUNTRY', `${at.at(-1)} must be an ISO 3166-1 country code, alpha-3 such as "NGA" or alpha-2 such as "NG".`);
    return undefined;
  }
  return country;
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
