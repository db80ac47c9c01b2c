// What createOfframp and createOnramp check and map alike: both name a customer, an amount, a
// stablecoin sent on a network to or from a wallet, and a bank account; only the account's field
// name and the amount's unit differ.

import { PERMITTED_NETWORKS, isPermittedPair, type Network, type Stablecoin } from '../../domain/networks.js';
import { isValidWalletAddress } from '../../domain/wallet-address.js';
import type { FieldPath, UserErrors } from './user-errors.js';

/** The stablecoin/network pair and the wallet's address format on that network; the address as sent, trimmed. */
export function checkWalletOnNetwork(errors: UserErrors, input: { stablecoin: Stablecoin; network: Network; walletAddress: string }): string {
  if (!isPermittedPair(input.stablecoin, input.network)) {
    errors.add(['input', 'network'], 'UNSUPPORTED_NETWORK', `${input.stablecoin} is sent on ${PERMITTED_NETWORKS[input.stablecoin].join(', ')} only.`);
  }
  const walletAddress = input.walletAddress.trim();
  if (!isValidWalletAddress(input.network, walletAddress)) {
    errors.add(['input', 'walletAddress'], 'INVALID_WALLET_ADDRESS', `walletAddress is not a valid ${input.network} address.`);
  }
  return walletAddress;
}

/** Where a provider's field error about a B2B ramp's body lands in the GraphQL input; paymentDetails lands on the bank account. */
export function otcRampFieldPaths(accountPath: FieldPath): Readonly<Record<string, FieldPath>> {
  return {
    customer_id: ['input', 'customerId'],
    currency: ['input', 'currency'],
    amount: ['input', 'amount'],
    stables: ['input', 'stablecoin'],
    network: ['input', 'network'],
    wallet_address: ['input', 'walletAddress'],
    paymentDetails: accountPath,
  };
}

/** The body of POST /otc/offramp or POST /otc/onramp, from the input and its checked values, sent as the docs name the fields. */
export function otcRampBody<Currency extends string, Details>(
  input: { stablecoin: Stablecoin; network: Network },
  checked: { customerId: string; currency: Currency; amount: string; walletAddress: string; paymentDetails: Details },
) {
  return {
    customer_id: checked.customerId,
    currency: checked.currency,
    amount: checked.amount,
    stables: input.stablecoin,
    wallet_address: checked.walletAddress,
    network: input.network,
    paymentDetails: checked.paymentDetails,
  };
}
