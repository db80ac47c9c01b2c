// Every check of a createOfframp input, all problems reported at once. The payout account's
// method is checked against the currency's accepted methods first; the rate quote (the seed's
// source of the method) is read only once the input is otherwise sound, so a refused input
// never costs a provider call.

import { B2B_CURRENCIES, acceptedPaymentMethods, isB2bCurrency } from '../../domain/currencies.js';
import { stablecoinAmountRule } from '../../domain/amount-limits.js';
import { PROVIDER_ID_MAX_LENGTH } from '../../domain/text-fields.js';
import type { GatewayContext } from '../../context.js';
import type { OfframpRequest } from '../../datasources/offramps/endpoints.js';
import type { CreateOfframpInput } from '../../generated/graphql.js';
import { checkPayoutAccount, methodOfMember, payoutMember, wrongPaymentMethod } from '../shared/payout-account.js';
import { checkWalletOnNetwork, otcRampBody } from '../shared/otc-ramp-input.js';
import { checkAmount, checkText, type FieldPath, type UserErrors } from '../shared/user-errors.js';

export async function validateOfframp(input: CreateOfframpInput, errors: UserErrors, ctx: GatewayContext): Promise<OfframpRequest | undefined> {
  const customerId = checkText(errors, ['input', 'customerId'], input.customerId, PROVIDER_ID_MAX_LENGTH);
  const currency = isB2bCurrency(input.currency) ? input.currency : undefined;
  if (currency === undefined) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `B2B off-ramps pay out in ${B2B_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, stablecoinAmountRule(input.stablecoin));
  const walletAddress = checkWalletOnNetwork(errors, input);
  const member = payoutMember(input.payoutAccount);
  const accountPath: FieldPath = ['input', 'payoutAccount', member];
  // The methods the currency takes by the tables; the rate quote has the last word, below.
  const listed = currency === undefined ? undefined : acceptedPaymentMethods(currency);
  const listedMethod = methodOfMember(member, listed);
  let paymentDetails = listedMethod === undefined ? undefined : checkPayoutAccount(input.payoutAccount, member, listedMethod, currency, errors, accountPath);
  if (errors.any || currency === undefined || amount === undefined) {
    if (currency !== undefined && listedMethod === undefined) wrongPaymentMethod(errors, accountPath, currency, acceptedPaymentMethods(currency));
    return undefined;
  }

  // The seed's precondition: the currency's payment method comes from the rate quote. A method the
  // gateway does not know leaves the tables' word.
  const quote = await ctx.ramp().loaders.rateQuote.load({ currency, amount, direction: 'offramp' });
  const method = methodOfMember(member, quote.offrampPaymentMethods);
  if (method === undefined) {
    wrongPaymentMethod(errors, accountPath, currency, quote.offrampPaymentMethods);
    return undefined;
  }
  paymentDetails ??= checkPayoutAccount(input.payoutAccount, member, method, currency, errors, accountPath);
  if (paymentDetails === undefined) return undefined;
  return otcRampBody(input, { customerId, currency, amount, walletAddress, paymentDetails });
}
