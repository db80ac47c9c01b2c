// Every amount the schema outputs, written by one rule (src/domain: `amountDecimals` of its unit,
// then `formatAmount`): 6 fraction digits for USDC, USDT and ESP, 2 for fiat, never rounded. The
// models keep the provider's text ("100", "3294.6", "50000.00"); these field resolvers, merged
// with each type's own, write it at the edge, so replays and subscriptions read the same way.
// Which unit a field is in follows the contract: an ESP on-ramp's `amount` is fiat and its payout
// ESP, an off-ramp's the other way round; an on-ramp rate quote is asked in fiat.
import { amountDecimals } from '../../domain/currencies.js';
import { FIAT_DECIMALS, formatAmount } from '../../domain/money.js';
import type { Resolvers } from '../../generated/graphql.js';

const inUnit = (text: string, unit: string): string => formatAmount(text, amountDecimals(unit));
const optionalInUnit = (text: string | null | undefined, unit: string): string | null => (text == null ? null : inUnit(text, unit));

/** A rate quote's amounts carry no stablecoin name; every stablecoin has the same precision. */
const STABLECOIN = 'USDC';

export const amountOutputResolvers: Resolvers = {
  Offramp: {
    amount: (offramp) => inUnit(offramp.amount, offramp.stablecoin),
    payoutAmount: (offramp) => optionalInUnit(offramp.payoutAmount, offramp.currency),
  },
  Onramp: {
    // The fiat paid, in the currency asked for when the provider wrote one this gateway does not know.
    amount: (onramp) => formatAmount(onramp.amount, onramp.currency === 'UNKNOWN' ? FIAT_DECIMALS : amountDecimals(onramp.currency)),
    payoutAmount: (onramp) => optionalInUnit(onramp.payoutAmount, onramp.stablecoin),
  },
  EspTransaction: {
    amount: (tx) => inUnit(tx.amount, tx.direction === 'onramp' ? tx.currency : tx.asset),
    payoutAmount: (tx) => inUnit(tx.payoutAmount, tx.direction === 'onramp' ? tx.asset : tx.currency),
  },
  BankingDetails: {
    amount: (details) => inUnit(details.amount, details.currency),
  },
  RateQuote: {
    amount: (quote) => inUnit(quote.amount, quote.direction === 'onramp' ? quote.currency : STABLECOIN),
    payoutAmount: (quote) => inUnit(quote.payoutAmount, quote.direction === 'onramp' ? STABLECOIN : quote.currency),
  },
  BrlOnrampTicket: {
    amount: (ticket) => inUnit(ticket.amount, ticket.stablecoin),
    brlAmount: (ticket) => inUnit(ticket.brlAmount, 'BRL'),
  },
  BrlTicketUpdate: {
    paidAmount: (update) => optionalInUnit(update.paidAmount, 'BRL'),
  },
};
