import { z } from 'zod';

// Field-level messages say what the value must be; the field name travels in
// the issue path, so clients can put the message next to the right input.

function requiredString() {
  return z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });
}

/** A required, trimmed, non-empty string of at most `maxLength` characters. */
export function requiredText(maxLength: number) {
  return requiredString()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(maxLength, { error: `must be at most ${maxLength} characters` });
}

/**
 * The code a failed check carries in its zod issue (`params.code`), so callers name the problem
 * from the issue rather than its message; the gateway's user error codes use the same names.
 */
export type FieldIssueCode =
  | 'INVALID_FORMAT'
  | 'INVALID_AMOUNT'
  | 'INVALID_WALLET_ADDRESS'
  | 'INVALID_ROUTING_NUMBER'
  | 'INVALID_IBAN'
  | 'INVALID_RIB'
  | 'INVALID_ESP_CARD'
  | 'INVALID_PHONE'
  | 'INVALID_SWIFT_CODE'
  | 'INVALID_CNAPS_CODE'
  | 'INVALID_PIX_KEY'
  | 'UNKNOWN_MOBILE_MONEY_PROVIDER';

/** A required string checked by `isValid`, with `message` and `code` when it fails. */
export function checkedText(isValid: (value: string) => boolean, message: string, code: FieldIssueCode = 'INVALID_FORMAT') {
  return requiredString().refine(isValid, { error: message, params: { code } });
}

/** Longest name ISO 20022 allows for a party or an institution. */
export const NAME_MAX_LENGTH = 140;

/** Longest account number any payout method uses: an IBAN's 34 characters (ISO 13616). */
export const ACCOUNT_NUMBER_MAX_LENGTH = 34;

/** Longest identifier the provider takes from us (a customer id, a wallet id) [ours]. */
export const PROVIDER_ID_MAX_LENGTH = 128;

/** Longest e-mail address that can be delivered to (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
