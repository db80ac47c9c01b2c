// Amounts: the limits and precision of each operation's `amount` (answered from src/domain, the
// same rules the emulator enforces), and the one way every amount leaves the gateway.
import { systemError } from '../../datasources/provider-errors.js';
import { fiatAmountLimits, STABLECOIN_LIMITS, type AmountLimits as Bounds } from '../../domain/amount-limits.js';
import { amountDecimals, B2B_CURRENCIES, BRL, ESP_OFFRAMP_CURRENCIES, ESP_ONRAMP_CURRENCIES, isB2bCurrency, isEspOfframpCurrency, isEspOnrampCurrency } from '../../domain/currencies.js';
import { formatAmount } from '../../domain/money.js';
import type { AmountOperation, AmountUnit, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { amountOutputResolvers } from './amount-output.js';

interface OperationRule {
  unit: AmountUnit;
  /** The currencies the operation offers, for the refusal's message. */
  currencies: readonly string[];
  /** The bounds in `unit`, or null when the operation does not offer the currency. */
  bounds(currency: string): Bounds | null;
}

/** What names the unit's precision: the currency itself for fiat; every stablecoin has that of USDC. */
const unitName = (unit: AmountUnit, currency: string): string => (unit === 'FIAT' ? currency : unit === 'ESP' ? 'ESP' : 'USDC');

const RULES: Readonly<Record<AmountOperation, OperationRule>> = {
  OFFRAMP: { unit: 'STABLECOIN', currencies: B2B_CURRENCIES, bounds: (c) => (isB2bCurrency(c) ? STABLECOIN_LIMITS : null) },
  ONRAMP: { unit: 'FIAT', currencies: B2B_CURRENCIES, bounds: (c) => (isB2bCurrency(c) ? fiatAmountLimits(c) : null) },
  ESP_ONRAMP: { unit: 'FIAT', currencies: ESP_ONRAMP_CURRENCIES, bounds: (c) => (isEspOnrampCurrency(c) ? fiatAmountLimits(c) : null) },
  ESP_OFFRAMP: { unit: 'ESP', currencies: ESP_OFFRAMP_CURRENCIES, bounds: (c) => (isEspOfframpCurrency(c) ? STABLECOIN_LIMITS : null) },
  BRL_ONRAMP: { unit: 'STABLECOIN', currencies: [BRL], bounds: (c) => (c === BRL ? STABLECOIN_LIMITS : null) },
};

export const amountLimits: NonNullable<QueryResolvers['amountLimits']> = (_parent, { operation, currency }) => {
  const rule = RULES[operation];
  const bounds = rule.bounds(currency);
  if (bounds === null) {
    throw systemError('BAD_USER_INPUT', `${operation} takes ${rule.currencies.join(', ')} only.`, { field: ['currency'] });
  }
  const decimals = amountDecimals(unitName(rule.unit, currency));
  return {
    operation,
    currency,
    unit: rule.unit,
    minimum: formatAmount(bounds.min, decimals),
    maximum: formatAmount(bounds.max, decimals),
    decimals,
  };
};

export const amountLimitsResolvers: Resolvers = { Query: { amountLimits }, ...amountOutputResolvers };
