// Every check of a createOnramp input, all problems reported at once. The paying account's method
// is checked against the currency's table first; the on-ramp rate quote (the provider's source of
// the method, docs/business-onramp) is read only once the input is otherwise sound, so a refused
// input never costs a provider call.

import { fiatAmountRule } from '../../domain/amount-limits.js';
import { B2B_CURRENCIES, acceptedPaymentMethods, isB2bCurrency, payoutMethodsByQuote } from '../../domain/currencies.js';
import { PERMITTED_NETWORKS, isPermittedPair } from '../../domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH } from '../../domain/text-fields.js';
import { isValidWalletAddress } from '../../domain/wallet-address.js';
import type { GatewayContext } from '../../context.js';
import type { OnrampRequest } from '../../datasources/onramps/endpoints.js';
import type { CreateOnrampInput } from '../../generated/graphql.js';
import { METHOD_OF_MEMBER, accountMember, checkAccount, wrongMethod, type AccountRole } from '../shared/payment-accounts.js';
import { checkAmount, checkText, type FieldPath, type UserErrors } from '../shared/user-errors.js';

const PAYING: AccountRole = { field: 'paymentAccount', goesBy: 'is paid by', notBy: 'is not paid by' };

/** The paying account's one member, by which its provider field errors are placed. */
export const paymentMember = accountMember;

export async function validateOnramp(input: CreateOnrampInput, errors: UserErrors, ctx: GatewayContext): Promise<OnrampRequest | undefined> {
  const customerId = checkText(errors, ['input', 'customerId'], input.customerId, PROVIDER_ID_MAX_LENGTH);
  const currency = isB2bCurrency(input.currency) ? input.currency : undefined;
  if (currency === undefined) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `B2B on-ramps are paid in ${B2B_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, fiatAmountRule(currency));
  if (!isPermittedPair(input.stablecoin, input.network)) {
    errors.add(['input', 'network'], 'UNSUPPORTED_NETWORK', `${input.stablecoin} is sent on ${PERMITTED_NETWORKS[input.stablecoin].join(', ')} only.`);
  }
  const walletAddress = input.walletAddress.trim();
  if (!isValidWalletAddress(input.network, walletAddress)) {
    errors.add(['input', 'walletAddress'], 'INVALID_WALLET_ADDRESS', `walletAddress is not a valid ${input.network} address.`);
  }
  const member = accountMember(input.paymentAccount);
  const method = METHOD_OF_MEMBER[member];
  const accountPath: FieldPath = ['input', 'paymentAccount', member];
  const listed = currency === undefined ? undefined : acceptedPaymentMethods(currency);
  let paymentDetails = listed?.includes(method) === false ? undefined : checkAccount(input.paymentAccount, member, currency, errors, accountPath, PAYING);
  if (errors.any || currency === undefined || amount === undefined) {
    if (currency !== undefined && listed?.includes(method) === false) wrongMethod(errors, accountPath, PAYING, currency, listed);
    return undefined;
  }

  // docs/business-onramp: the currency's payment method comes from the on-ramp rate quote. A method
  // the gateway has no account kind for (the docs' "NIP", "SWIFT", …) leaves the table's word.
  const quote = await ctx.ramp().loaders.rateQuote.load({ currency, amount, direction: 'onramp' });
  const accepted = payoutMethodsByQuote(currency, quote.paymentMethod);
  if (!accepted.includes(method)) {
    wrongMethod(errors, accountPath, PAYING, currency, accepted);
    return undefined;
  }
  paymentDetails ??= checkAccount(input.paymentAccount, member, currency, errors, accountPath, PAYING);
  if (paymentDetails === undefined) return undefined;
  return {
    customer_id: customerId,
    currency,
    amount,
    stables: input.stablecoin,
    wallet_address: walletAddress,
    network: input.network,
    paymentDetails,
  };
}
