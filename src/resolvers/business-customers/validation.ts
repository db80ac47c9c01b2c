// Every check of a createBusinessCustomer input, all problems reported at once and before any
// provider call: the contact fields come as text from a form and are checked here, each at its
// own path, and put in the form the provider's documentation writes (alpha-3, E.164).

import type { BusinessCustomerRequest } from '../../datasources/business-customers/endpoints.js';
import { NAME_MAX_LENGTH } from '../../domain/text-fields.js';
import type { CreateBusinessCustomerInput } from '../../generated/graphql.js';
import { checkCountry, checkEmail, checkPhone, checkRequired, type FieldPath, type UserErrors } from '../shared/user-errors.js';

// The contract's bounds (docs/contract.md, "Business customers"), which the emulator enforces too.
const ADDRESS_MAX_LENGTH = 500;
// RFC 5321's longest forward path, less its angle brackets.
const EMAIL_MAX_LENGTH = 254;

// A name is one line; an address may span lines, as addresses are written.
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[^\P{Cc}\n\r\t]/u;

function checkText(errors: UserErrors, at: FieldPath, value: string, maxLength: number, forbidden: RegExp): string | undefined {
  const text = checkRequired(errors, at, value);
  if (text === '') return undefined;
  const problems = [
    text.length > maxLength ? `must be at most ${maxLength} characters` : null,
    forbidden.test(text) ? 'must not contain control characters' : null,
  ].filter((problem) => problem !== null);
  if (problems.length === 0) return text;
  errors.add(at, 'INVALID_FORMAT', `${at.at(-1)} ${problems.join(' and ')}.`);
  return undefined;
}

function checkEmailAddress(errors: UserErrors, at: FieldPath, value: string): string | undefined {
  if (value.trim().length > EMAIL_MAX_LENGTH) {
    errors.add(at, 'INVALID_EMAIL', `${at.at(-1)} must be at most ${EMAIL_MAX_LENGTH} characters.`);
    return undefined;
  }
  return checkEmail(errors, at, value);
}

export function validateBusinessCustomer(input: CreateBusinessCustomerInput, errors: UserErrors): BusinessCustomerRequest | undefined {
  const name = checkText(errors, ['input', 'name'], input.name, NAME_MAX_LENGTH, CONTROL_CHARACTER);
  const email = checkEmailAddress(errors, ['input', 'email'], input.email);
  const phone = checkPhone(errors, ['input', 'phoneNumber'], input.phoneNumber);
  const address = checkText(errors, ['input', 'registeredAddress'], input.registeredAddress, ADDRESS_MAX_LENGTH, CONTROL_CHARACTER_BUT_LINE_BREAK);
  const country = checkCountry(errors, ['input', 'registeredCountry'], input.registeredCountry);
  if (name === undefined || email === undefined || phone === undefined || address === undefined || country === undefined) return undefined;
  return {
    business_name: name,
    business_email: email,
    phone_number: phone,
    registered_address: address,
    registered_country: country,
  };
}
