// Every check of a createOfframp input, all problems reported at once. The payout account's
// method is checked against the currency's accepted methods first; the rate quote (the seed's
// source of the method) is read only once the input is otherwise sound, so a refused input
// never costs a provider call.

import {
  B2B_CURRENCIES,
  acceptedPaymentMethods,
  isB2bCurrency,
} from '../../domain/currencies.js';
import { stablecoinAmountRule } from '../../domain/amount-limits.js';
import { PERMITTED_NETWORKS, isPermittedPair } from '../../domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH } from '../../domain/text-fields.js';
import { isValidWalletAddress } from '../../domain/wallet-address.js';
import type { GatewayContext } from '../../context.js';
import type { OfframpRequest } from '../../datasources/offramps/endpoints.js';
import type { CreateOfframpInput } from '../../generated/graphql.js';
import { METHOD_OF_MEMBER, accountMember, checkAccount, wrongMethod, type AccountRole } from '../shared/payment-accounts.js';
import { checkAmount, checkText, type FieldPath, type UserErrors } from '../shared/user-errors.js';

const PAYOUT: AccountRole = { field: 'payoutAccount', goesBy: 'pays out by', notBy: 'is not paid out by' };

/** The payout account's one member, by which its provider field errors are placed. */
export const payoutMember = accountMember;

export async function validateOfframp(input: CreateOfframpInput, errors: UserErrors, ctx: GatewayContext): Promise<OfframpRequest | undefined> {
  const customerId = checkText(errors, ['input', 'customerId'], input.customerId, PROVIDER_ID_MAX_LENGTH);
  const currency = isB2bCurrency(input.currency) ? input.currency : undefined;
  if (currency === undefined) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `B2B off-ramps pay out in ${B2B_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, stablecoinAmountRule(input.stablecoin));
  if (!isPermittedPair(input.stablecoin, input.network)) {
    errors.add(['input', 'network'], 'UNSUPPORTED_NETWORK', `${input.stablecoin} is sent on ${PERMITTED_NETWORKS[input.stablecoin].join(', ')} only.`);
  }
  const walletAddress = input.walletAddress.trim();
  if (!isValidWalletAddress(input.network, walletAddress)) {
    errors.add(['input', 'walletAddress'], 'INVALID_WALLET_ADDRESS', `walletAddress is not a valid ${input.network} address.`);
  }
  const member = accountMember(input.payoutAccount);
  const method = METHOD_OF_MEMBER[member];
  const accountPath: FieldPath = ['input', 'payoutAccount', member];
  // The methods the currency takes by the table; the rate quote has the last word, below.
  const listed = currency === undefined ? undefined : acceptedPaymentMethods(currency);
  let paymentDetails = listed?.includes(method) === false ? undefined : checkAccount(input.payoutAccount, member, currency, errors, accountPath, PAYOUT);
  if (errors.any || currency === undefined || amount === undefined) {
    if (currency !== undefined && listed?.includes(method) === false) wrongMethod(errors, accountPath, PAYOUT, currency, listed);
    return undefined;
  }

  // The seed's precondition: the currency's payment method comes from the rate quote. A method the
  // gateway has no payout account for (the docs' newer "NIP", "SEPA", …) leaves the table's word.
  const quote = await ctx.ramp().loaders.rateQuote.load({ currency, amount, direction: 'offramp' });
  const accepted = quote.offrampPaymentMethods;
  if (!accepted.includes(method)) {
    wrongMethod(errors, accountPath, PAYOUT, currency, accepted);
    return undefined;
  }
  paymentDetails ??= checkAccount(input.payoutAccount, member, currency, errors, accountPath, PAYOUT);
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
