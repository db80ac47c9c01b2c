import { FIAT_DECIMALS, STABLECOIN_DECIMALS } from './money.js';

/**
 * Fiat currencies of the B2B off-ramp: seed 2.1's, and those the OTC desk's table adds
 * (docs/business-offramp, "OTC desk": BRL, CAD, CNY, HKD, IDR, PHP).
 */
export const B2B_CURRENCIES = [
  'AED', 'AOA', 'BIF', 'BRL', 'CAD', 'CDF', 'CNY', 'DZD', 'EGP', 'ETB', 'EUR', 'GBP', 'GHS', 'HKD', 'IDR',
  'LYD', 'MAD', 'MUR', 'MWK', 'MZN', 'NGN', 'PHP', 'SGD', 'SLE', 'SSP', 'TRY', 'TZS', 'UGX', 'USD', 'XAF', 'XOF',
] as const;
export type B2bCurrency = (typeof B2B_CURRENCIES)[number];

/** Fiat currencies a user can pay in for the ESP on-ramp (seed 2.4). */
export const ESP_ONRAMP_CURRENCIES = [
  'AED', 'AUD', 'BRL', 'CAD', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'ILS', 'KES', 'MXN', 'NGN',
  'PHP', 'SGD', 'USD', 'ZAR',
] as const;
export type EspOnrampCurrency = (typeof ESP_ONRAMP_CURRENCIES)[number];

/**
 * The seed gives the ESP off-ramp a `currency` field but no list of values. We
 * take the on-ramp list: an ESP account pays out in the currencies it is funded
 * in, and the provider's banking rails for ESP are the same in both directions.
 */
export const ESP_OFFRAMP_CURRENCIES = ESP_ONRAMP_CURRENCIES;
export type EspOfframpCurrency = EspOnrampCurrency;

/** The BRL on-ramp's only fiat currency. */
export const BRL = 'BRL' as const;

/**
 * Every payment method the provider documents: the seed's four (its B2B table) and the OTC desk's
 * (docs/business-offramp, "OTC desk"), each as the provider's name in upper case with underscores
 * ("Mobile Money" → MOBILE_MONEY, "PESONet" → PESONET), the form its answers are read by.
 */
export const PAYMENT_METHODS = [
  'ACH', 'LOCAL_BANK_TRANSFER', 'IBAN', 'RIB',
  'NIP', 'GIP', 'PESONET', 'SEPA', 'PIX', 'CNAPS', 'MOBILE_MONEY', 'SWIFT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// Seed 2.2: GBP is listed under both Local Bank Transfer and IBAN; the provider's rate quote
// answers LOCAL_BANK_TRANSFER for GBP and accepts IBAN details too.
const SEED_METHOD_OF: Readonly<Partial<Record<B2bCurrency, PaymentMethod>>> = {
  USD: 'ACH',
  NGN: 'LOCAL_BANK_TRANSFER', BIF: 'LOCAL_BANK_TRANSFER', CDF: 'LOCAL_BANK_TRANSFER',
  DZD: 'LOCAL_BANK_TRANSFER', ETB: 'LOCAL_BANK_TRANSFER', GBP: 'LOCAL_BANK_TRANSFER',
  GHS: 'LOCAL_BANK_TRANSFER', LYD: 'LOCAL_BANK_TRANSFER', MUR: 'LOCAL_BANK_TRANSFER',
  MWK: 'LOCAL_BANK_TRANSFER', MZN: 'LOCAL_BANK_TRANSFER', SGD: 'LOCAL_BANK_TRANSFER',
  SLE: 'LOCAL_BANK_TRANSFER', SSP: 'LOCAL_BANK_TRANSFER', TZS: 'LOCAL_BANK_TRANSFER',
  UGX: 'LOCAL_BANK_TRANSFER',
  AED: 'IBAN', AOA: 'IBAN', EGP: 'IBAN', EUR: 'IBAN', TRY: 'IBAN',
  MAD: 'RIB', XAF: 'RIB', XOF: 'RIB',
};

const SEED_EXTRA_METHODS: Readonly<Partial<Record<B2bCurrency, readonly PaymentMethod[]>>> = {
  GBP: ['IBAN'],
};

// The OTC desk's off-ramp table (docs/business-offramp, "OTC desk"). BIF, ETB and MUR are not in it.
const DESK_METHOD_OF: Readonly<Partial<Record<B2bCurrency, PaymentMethod>>> = {
  NGN: 'NIP', GHS: 'GIP', USD: 'ACH', EUR: 'SEPA', BRL: 'PIX', CNY: 'CNAPS', PHP: 'PESONET',
  EGP: 'MOBILE_MONEY', SLE: 'MOBILE_MONEY', SSP: 'MOBILE_MONEY', TZS: 'MOBILE_MONEY', UGX: 'MOBILE_MONEY',
  XAF: 'MOBILE_MONEY', XOF: 'MOBILE_MONEY',
  AED: 'SWIFT', AOA: 'SWIFT', CAD: 'SWIFT', CDF: 'SWIFT', DZD: 'SWIFT', GBP: 'SWIFT', HKD: 'SWIFT',
  IDR: 'SWIFT', LYD: 'SWIFT', MAD: 'SWIFT', MWK: 'SWIFT', MZN: 'SWIFT', SGD: 'SWIFT', TRY: 'SWIFT',
};

// The OTC desk's on-ramp table (docs/business-onramp): the account a business pays the fiat from.
// It differs from the off-ramp's: GHS by NIP, CNY by ACH, EGP by SWIFT.
const DESK_ONRAMP_METHOD_OF: Readonly<Partial<Record<B2bCurrency, PaymentMethod>>> = {
  NGN: 'NIP', GHS: 'NIP', USD: 'ACH', CNY: 'ACH', EUR: 'SEPA', BRL: 'PIX', PHP: 'PESONET',
  SLE: 'MOBILE_MONEY', SSP: 'MOBILE_MONEY', TZS: 'MOBILE_MONEY', UGX: 'MOBILE_MONEY', XAF: 'MOBILE_MONEY', XOF: 'MOBILE_MONEY',
  AED: 'SWIFT', AOA: 'SWIFT', CAD: 'SWIFT', CDF: 'SWIFT', DZD: 'SWIFT', EGP: 'SWIFT', GBP: 'SWIFT', HKD: 'SWIFT',
  IDR: 'SWIFT', LYD: 'SWIFT', MAD: 'SWIFT', MWK: 'SWIFT', MZN: 'SWIFT', SGD: 'SWIFT', TRY: 'SWIFT',
};

/** The payment method of the account a B2B on-ramp in `currency` is paid from; none where the desk's table has no row. */
export function onrampPaymentMethods(currency: B2bCurrency): readonly PaymentMethod[] {
  const method = DESK_ONRAMP_METHOD_OF[currency];
  return method === undefined ? [] : [method];
}

/**
 * The payment method the rate quote announces for a currency: the seed's where it names one (seed
 * wins where explicit), else the OTC desk's.
 */
export function paymentMethodFor(currency: B2bCurrency): PaymentMethod {
  const method = SEED_METHOD_OF[currency] ?? DESK_METHOD_OF[currency];
  if (method === undefined) throw new RangeError(`${currency} has no payment method`);
  return method;
}

/**
 * Every payment method whose paymentDetails an off-ramp in `currency` accepts: the seed's and the
 * OTC desk's, where the two tables differ both (the seed's first).
 */
export function acceptedPaymentMethods(currency: B2bCurrency): readonly PaymentMethod[] {
  const listed = [SEED_METHOD_OF[currency], ...(SEED_EXTRA_METHODS[currency] ?? []), DESK_METHOD_OF[currency]];
  return [...new Set(listed.filter((method) => method !== undefined))];
}

/**
 * The payment methods an off-ramp in `currency` takes once the rate quote has named `quoted`: the
 * currency's table when the quote names one of its methods (or a method the gateway does not know),
 * else the quoted method alone, the quote being the provider's word.
 */
export function payoutMethodsByQuote(currency: B2bCurrency, quoted: PaymentMethod | 'UNKNOWN'): readonly PaymentMethod[] {
  return methodsByQuote(acceptedPaymentMethods(currency), quoted);
}

/**
 * Every payment method a B2B on-ramp's paying account in `currency` may be: the seed has no on-ramp
 * table, so its B2B table and the OTC desk's on-ramp table (docs/business-onramp) are both taken.
 */
export function acceptedOnrampPaymentMethods(currency: B2bCurrency): readonly PaymentMethod[] {
  return [...new Set([...acceptedPaymentMethods(currency), ...onrampPaymentMethods(currency)])];
}

/** The payment methods an on-ramp's paying account in `currency` takes once its rate quote has named `quoted`. */
export function onrampMethodsByQuote(currency: B2bCurrency, quoted: PaymentMethod | 'UNKNOWN'): readonly PaymentMethod[] {
  return methodsByQuote(acceptedOnrampPaymentMethods(currency), quoted);
}

function methodsByQuote(accepted: readonly PaymentMethod[], quoted: PaymentMethod | 'UNKNOWN'): readonly PaymentMethod[] {
  return quoted === 'UNKNOWN' || accepted.includes(quoted) ? accepted : [quoted];
}

export function isB2bCurrency(value: string): value is B2bCurrency {
  return (B2B_CURRENCIES as readonly string[]).includes(value);
}

export function isEspOnrampCurrency(value: string): value is EspOnrampCurrency {
  return (ESP_ONRAMP_CURRENCIES as readonly string[]).includes(value);
}

export function isEspOfframpCurrency(value: string): value is EspOfframpCurrency {
  return isEspOnrampCurrency(value);
}

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The fraction digits of every amount of `unit` the gateway outputs (and the most an input may
 * carry): USDC, USDT and ESP 6, their on-chain precision; every fiat currency 2, the precision the
 * provider settles fiat in (contract, "Amounts"). Fiat does not follow ISO 4217's minor units: the
 * provider pays UGX or XOF to the cent and LYD to 2 places, so 0 or 3 digits would round or invent
 * precision.
 */
export function amountDecimals(unit: string): number {
  return unit === 'USDC' || unit === 'USDT' || unit === 'ESP' ? STABLECOIN_DECIMALS : FIAT_DECIMALS;
}
