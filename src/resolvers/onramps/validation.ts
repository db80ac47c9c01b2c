// Every check of a createOnramp input, all problems reported at once. The paying account's method
// is checked against the currency's table first; the on-ramp rate quote (the provider's source of
// the method, docs/business-onramp) is read only once the input is otherwise sound, so a refused
// input never costs a provider call.

import { fiatAmountRule } from '../../domain/amount-limits.js';
import { B2B_CURRENCIES, acceptedOnrampPaymentMethods, isB2bCurrency, onrampMethodsByQuote } from '../../domain/currencies.js';
import { PROVIDER_ID_MAX_LENGTH } from '../../domain/text-fields.js';
import type { GatewayContext } from '../../context.js';
import type { OnrampRequest } from '../../datasources/onramps/endpoints.js';
import type { CreateOnrampInput } from '../../generated/graphql.js';
import { PAYING_ACCOUNT, checkPayoutAccount, methodOfMember, payoutMember, wrongPaymentMethod } from '../shared/payout-account.js';
import { checkWalletOnNetwork, otcRampBody } from '../shared/otc-ramp-input.js';
import { checkAmount, checkText, type FieldPath, type UserErrors } from '../shared/user-errors.js';

export async function validateOnramp(input: CreateOnrampInput, errors: UserErrors, ctx: GatewayContext): Promise<OnrampRequest | undefined> {
  const customerId = checkText(errors, ['input', 'customerId'], input.customerId, PROVIDER_ID_MAX_LENGTH);
  const currency = isB2bCurrency(input.currency) ? input.currency : undefined;
  if (currency === undefined) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `B2B on-ramps are paid in ${B2B_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, fiatAmountRule(currency));
  const walletAddress = checkWalletOnNetwork(errors, input);
  const member = payoutMember(input.paymentAccount);
  const accountPath: FieldPath = ['input', 'paymentAccount', member];
  // The methods the currency takes by the tables; the on-ramp rate quote has the last word, below.
  const listed = currency === undefined ? undefined : acceptedOnrampPaymentMethods(currency);
  const listedMethod = methodOfMember(member, listed);
  let paymentDetails =
    listedMethod === undefined ? undefined : checkPayoutAccount(input.paymentAccount, member, listedMethod, currency, errors, accountPath, PAYING_ACCOUNT);
  if (errors.any || currency === undefined || amount === undefined) {
    if (currency !== undefined && listedMethod === undefined) {
      wrongPaymentMethod(errors, accountPath, currency, acceptedOnrampPaymentMethods(currency), PAYING_ACCOUNT);
    }
    return undefined;
  }

  // docs/business-onramp: the currency's payment method comes from the on-ramp rate quote; a method
  // the gateway does not know leaves the tables' word.
  const quote = await ctx.ramp().loaders.rateQuote.load({ currency, amount, direction: 'onramp' });
  const accepted = onrampMethodsByQuote(currency, quote.paymentMethod);
  const method = methodOfMember(member, accepted);
  if (method === undefined) {
    wrongPaymentMethod(errors, accountPath, currency, accepted, PAYING_ACCOUNT);
    return undefined;
  }
  paymentDetails ??= checkPayoutAccount(input.paymentAccount, member, method, currency, errors, accountPath, PAYING_ACCOUNT);
  if (paymentDetails === undefined) return undefined;
  return otcRampBody(input, { customerId, currency, amount, walletAddress, paymentDetails });
}
