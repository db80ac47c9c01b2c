import { B2B_CURRENCIES, ESP_ONRAMP_CURRENCIES, type B2bCurrency, type EspOnrampCurrency } from './currencies.js';

export type RatedCurrency = B2bCurrency | EspOnrampCurrency;

/**
 * Units of fiat per 1 USD-pegged stablecoin. A fixed table, not a feed: the
 * emulator quotes from it (GET /otc/rate_quote) and the amount limits convert
 * with it, so both give the same answer every run. Values are round mid-market
 * figures of late 2025; XAF and XOF follow their fixed euro peg.
 */
export const REFERENCE_RATES: Readonly<Record<RatedCurrency, string>> = {
  AED: '3.6725',
  AOA: '912.5000',
  AUD: '1.5300',
  BIF: '2950.0000',
  BRL: '5.3500',
  CAD: '1.4000',
  CDF: '2850.0000',
  CNY: '7.1200',
  DKK: '6.4500',
  DZD: '130.5000',
  EGP: '48.5000',
  ETB: '140.0000',
  EUR: '0.8650',
  GBP: '0.7600',
  GHS: '11.2000',
  HKD: '7.7800',
  IDR: '16650.0000',
  ILS: '3.2500',
  KES: '129.2000',
  LYD: '5.4500',
  MAD: '9.2000',
  MUR: '45.8000',
  MWK: '1735.0000',
  MXN: '18.4000',
  MZN: '63.9000',
  NGN: '1465.0000',
  PHP: '58.8000',
  SGD: '1.3000',
  SLE: '23.5000',
  SSP: '4500.0000',
  TRY: '42.2000',
  TZS: '2450.0000',
  UGX: '3550.0000',
  USD: '1.0000',
  XAF: '567.4000',
  XOF: '567.4000',
  ZAR: '17.3000',
};

export const RATED_CURRENCIES: readonly RatedCurrency[] = [...new Set([...B2B_CURRENCIES, ...ESP_ONRAMP_CURRENCIES])];

export function isRatedCurrency(value: string): value is RatedCurrency {
  return Object.hasOwn(REFERENCE_RATES, value);
}

/** Fiat units per 1 USD stablecoin, as a decimal string. */
export function referenceRate(currency: RatedCurrency): string {
  return REFERENCE_RATES[currency];
}
