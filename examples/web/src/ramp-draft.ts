// What the off-ramp and on-ramp forms ask for besides the bank account: the customer, the amount and
// the wallet the stablecoin leaves or reaches, with the input paths the gateway's user errors name.
import type { Currency, Network, Stablecoin } from './gql/graphql';

export const STABLECOINS: readonly Stablecoin[] = ['USDC', 'USDT'];
export const NETWORKS: readonly Network[] = ['ETHEREUM', 'POLYGON', 'BASE', 'BSC', 'SOLANA', 'STELLAR', 'TRON'];

export interface RampDraft {
  customerId: string;
  currency: Currency;
  amount: string;
  stablecoin: Stablecoin;
  network: Network;
  walletAddress: string;
}

export const emptyRampDraft = (currency: Currency): RampDraft => ({
  customerId: '',
  currency,
  amount: '',
  stablecoin: 'USDC',
  network: 'ETHEREUM',
  walletAddress: '',
});

/** The ramp's own fields of the mutation's input, taken from a draft that may hold more. */
export function rampInputFields({ customerId, currency, amount, stablecoin, network, walletAddress }: RampDraft): RampDraft {
  return { customerId, currency, amount, stablecoin, network, walletAddress };
}

/** Where each of the ramp's own fields lies in the mutation's arguments: the paths the gateway's user errors name. */
export const RAMP_FIELD_PATHS: Readonly<Record<keyof RampDraft, string>> = {
  customerId: 'input.customerId',
  currency: 'input.currency',
  amount: 'input.amount',
  stablecoin: 'input.stablecoin',
  network: 'input.network',
  walletAddress: 'input.walletAddress',
};

/** A user error's input path, as the gateway writes it: `input.payoutAccount.ach.routingNumber`. */
export const pathOf = (error: { field: readonly string[] }) => error.field.join('.');
