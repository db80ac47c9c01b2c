import { z } from 'zod';
import { ESP_OFFRAMP_CURRENCIES, ESP_ONRAMP_CURRENCIES } from '../../src/domain/currencies.js';
import {
  ESP_IDENTIFIER_REQUIRED_MESSAGE,
  espIdentifierFields,
  hasEspIdentifier,
} from '../../src/domain/esp-account.js';
import { FIAT_DECIMALS, STABLECOIN_DECIMALS, decimalString, isDecimalString } from '../../src/domain/money.js';
import { ACCOUNT_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH, requiredText } from '../../src/domain/text-fields.js';
import { FieldErrors } from '../http/field-errors.js';
import { oneOf, requestBody } from './fields.js';

/**
 * The seed types the on-ramp amount as a JSON number. JSON.parse yields the
 * shortest double that prints back as the sent text, so `String(n)` recovers
 * the decimal the caller wrote; that text must be plain and have ≤ 2 fraction digits.
 */
const fiatAmountNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a JSON number') })
  .transform((n, ctx) => {
    const text = String(n);
    if (!isDecimalString(text, FIAT_DECIMALS)) {
      ctx.addIssue({ code: 'custom', message: `must be a non-negative amount with at most ${FIAT_DECIMALS} fraction digits` });
      return z.NEVER;
    }
    return text;
  });

const onrampSchema = requestBody({
  currency: oneOf(ESP_ONRAMP_CURRENCIES),
  amount: fiatAmountNumber,
  bankName: requiredText(NAME_MAX_LENGTH),
  accountNumber: requiredText(ACCOUNT_NUMBER_MAX_LENGTH),
  ...espIdentifierFields,
});
export type EspOnrampRequest = z.output<typeof onrampSchema>;

const offrampSchema = requestBody({
  amount: decimalString(STABLECOIN_DECIMALS),
  currency: oneOf(ESP_OFFRAMP_CURRENCIES),
  bankName: requiredText(NAME_MAX_LENGTH),
  accountNumber: requiredText(ACCOUNT_NUMBER_MAX_LENGTH),
  accountName: requiredText(NAME_MAX_LENGTH).optional(),
  walletAddress: espIdentifierFields.walletAddress,
  chatUsername: espIdentifierFields.chatUsername,
  espCard: espIdentifierFields.espCard,
});
export type EspOfframpRequest = z.output<typeof offrampSchema>;

/** POST /transactions/v2/esp_onramp: fields of seed 2.4 and the at-least-one-identifier rule. */
export function parseEspOnrampRequest(body: unknown): EspOnrampRequest {
  const errors = new FieldErrors();
  const parsed = onrampSchema.safeParse(body);
  errors.addIssues(parsed.error);
  if (typeof body === 'object' && body !== null && !hasEspIdentifier(body as Record<string, unknown>)) {
    errors.add('body', ESP_IDENTIFIER_REQUIRED_MESSAGE);
  }
  errors.throwIfAny();
  return parsed.data!;
}

/** POST /transactions/v2/esp_offramp: fields of seed 2.5; identifiers are optional there. */
export function parseEspOfframpRequest(body: unknown): EspOfframpRequest {
  const errors = new FieldErrors();
  const parsed = offrampSchema.safeParse(body);
  errors.addIssues(parsed.error);
  errors.throwIfAny();
  return parsed.data!;
}
