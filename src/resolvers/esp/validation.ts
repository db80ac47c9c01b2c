// Every check of the ESP ramps' inputs, all problems reported at once.

import { ESP_OFFRAMP_CURRENCIES, ESP_ONRAMP_CURRENCIES, isEspOfframpCurrency, isEspOnrampCurrency } from '../../domain/currencies.js';
import { fiatAmountRule, stablecoinAmountRule } from '../../domain/amount-limits.js';
import { ACCOUNT_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/text-fields.js';
import type { EspIdentifiers, EspOfframpRequest, EspOnrampRequest } from '../../datasources/esp/endpoints.js';
import type { CreateEspOfframpInput, CreateEspOnrampInput } from '../../generated/graphql.js';
import { checkAmount, checkText, type UserErrors } from '../shared/user-errors.js';
import { espIdentifiers } from './esp-account.js';

function checkBankFields(input: { bankName: string; accountNumber: string }, errors: UserErrors) {
  return {
    bankName: checkText(errors, ['input', 'bankName'], input.bankName, NAME_MAX_LENGTH),
    accountNumber: checkText(errors, ['input', 'accountNumber'], input.accountNumber, ACCOUNT_NUMBER_MAX_LENGTH),
  };
}

export function validateEspOnramp(input: CreateEspOnrampInput, errors: UserErrors): EspOnrampRequest | undefined {
  if (!isEspOnrampCurrency(input.currency)) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `ESP on-ramps take ${ESP_ONRAMP_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, fiatAmountRule(isEspOnrampCurrency(input.currency) ? input.currency : undefined));
  const bank = checkBankFields(input, errors);
  const identifiers = espIdentifiers(input.espAccount, ['input', 'espAccount'], errors);
  if (!isEspOnrampCurrency(input.currency) || amount === undefined || errors.any) return undefined;
  return { currency: input.currency, amount, ...bank, ...identifiers };
}

export function validateEspOfframp(input: CreateEspOfframpInput, errors: UserErrors): EspOfframpRequest | undefined {
  if (!isEspOfframpCurrency(input.currency)) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `ESP off-ramps pay out in ${ESP_OFFRAMP_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, stablecoinAmountRule('ESP'));
  const bank = checkBankFields(input, errors);
  let identifiers: EspIdentifiers = {};
  if (input.espAccount != null) {
    if (input.espAccount.emailAddress != null) {
      errors.add(
        ['input', 'espAccount', 'emailAddress'],
        'INVALID',
        'The ESP off-ramp identifies the ESP account by walletAddress, chatUsername or espCard, not by e-mail.',
      );
    } else {
      identifiers = espIdentifiers(input.espAccount, ['input', 'espAccount'], errors);
    }
  }
  // Optional: left blank, it is not sent.
  const accountName = input.accountName?.trim() ? checkText(errors, ['input', 'accountName'], input.accountName, NAME_MAX_LENGTH) : undefined;
  if (amount === undefined || errors.any) return undefined;
  return { currency: input.currency, amount, ...bank, ...(accountName ? { accountName } : {}), ...identifiers };
}
