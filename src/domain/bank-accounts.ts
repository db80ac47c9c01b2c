// Bank account identifiers of the off-ramp payout methods, and the shape of
// `paymentDetails` per method (contract, "POST /otc/offramp: paymentDetails per method").

import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { paymentMethodFor, type B2bCurrency, type PaymentMethod } from './currencies.js';
import { ACCOUNT_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH, checkedText, requiredText } from './text-fields.js';

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

// The first two digits are the Federal Reserve routing symbol: 00-12 banks
// (00 the US government), 21-32 thrifts, 61-72 electronic, 80 traveller's cheques.
function isAbaPrefix(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** A US ABA routing number: 9 digits, a valid routing symbol, and the 3-7-1 weighted checksum. */
export function isValidAbaRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text) || text === '000000000') return false;
  if (!isAbaPrefix(Number(text.slice(0, 2)))) return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, i) => total + weight * Number(text[i]), 0);
  return sum % 10 === 0;
}

/**
 * An IBAN in electronic format (upper case, no spaces): country length and BBAN
 * format from the IBAN registry, ISO 13616 mod-97 check digits, and the
 * national check digits where ibantools knows them.
 */
export function isValidIban(text: string): boolean {
  return isValidIBAN(text);
}

export const RIB_CURRENCIES = ['MAD', 'XAF', 'XOF'] as const;
export type RibCurrency = (typeof RIB_CURRENCIES)[number];

export function isRibCurrency(value: string): value is RibCurrency {
  return (RIB_CURRENCIES as readonly string[]).includes(value);
}

/**
 * A Moroccan RIB is 24 digits: bank (3), city (3), account (16) and a 2-digit
 * key from 01 to 97 chosen so that the whole 24-digit number is divisible by 97,
 * i.e. key = 97 - ((bank·city·account × 100) mod 97). It is the French clé RIB
 * algorithm (fr.wikipedia.org "Clé RIB") over the Moroccan field widths; the
 * Moroccan IBAN example MA64 0115 1900 0001 2050 0053 4921 carries such a RIB.
 */
function isValidMoroccanRib(rib: string): boolean {
  if (!/^\d{24}$/.test(rib)) return false;
  const key = Number(rib.slice(22));
  return key >= 1 && key <= 97 && BigInt(rib) % 97n === 0n;
}

/** The RIB key that completes the first 22 digits of a Moroccan RIB. */
export function moroccanRibKey(first22Digits: string): string {
  if (!/^\d{22}$/.test(first22Digits)) throw new RangeError('a Moroccan RIB key needs 22 digits');
  const key = 97n - ((BigInt(first22Digits) * 100n) % 97n);
  return key.toString().padStart(2, '0');
}

/**
 * A RIB for `currency`. MAD: 24 digits with the key checked. XAF and XOF (the
 * CEMAC and UEMOA zones): 23 to 24 letters or digits; their keys are not checked
 * because bank codes mix letters and the zones' conversion rules differ.
 */
export function isValidRib(currency: string, rib: string): boolean {
  switch (currency) {
    case 'MAD':
      return isValidMoroccanRib(rib);
    case 'XAF':
    case 'XOF':
      return /^[A-Za-z0-9]{23,24}$/.test(rib);
    default:
      return false;
  }
}

function ribRule(currency: RibCurrency): string {
  return currency === 'MAD'
    ? 'must be a 24-digit Moroccan RIB with a valid key'
    : 'must be 23 to 24 letters or digits';
}

const accountName = requiredText(NAME_MAX_LENGTH);
const bankName = requiredText(NAME_MAX_LENGTH);

export const achPaymentDetails = z.object({
  // NACHA's DFI account number field holds up to 17 characters; US accounts are digits.
  accountNumber: checkedText((v) => /^\d{4,17}$/.test(v), 'must be 4 to 17 digits'),
  routingNumber: checkedText(isValidAbaRoutingNumber, 'must be a 9-digit ABA routing number with a valid checksum', 'INVALID_ROUTING_NUMBER'),
  accountName,
  bankName: bankName.optional(),
});

export const localBankPaymentDetails = z.object({
  accountNumber: requiredText(ACCOUNT_NUMBER_MAX_LENGTH),
  accountName,
  bankName,
  // Sort code, branch code or bank code, depending on the country.
  routingNumber: requiredText(ACCOUNT_NUMBER_MAX_LENGTH).optional(),
});

export const ibanPaymentDetails = z.object({
  iban: checkedText(isValidIban, 'must be an IBAN of the length its country uses, with valid check digits', 'INVALID_IBAN'),
  accountName,
  bankName,
});

export function ribPaymentDetails(currency: RibCurrency) {
  return z.object({
    rib: checkedText((v) => isValidRib(currency, v), ribRule(currency), 'INVALID_RIB'),
    accountName,
    bankName,
  });
}

export type AchPaymentDetails = z.infer<typeof achPaymentDetails>;
export type LocalBankPaymentDetails = z.infer<typeof localBankPaymentDetails>;
export type IbanPaymentDetails = z.infer<typeof ibanPaymentDetails>;
export type RibPaymentDetails = z.infer<ReturnType<typeof ribPaymentDetails>>;
export type PaymentDetails = AchPaymentDetails | LocalBankPaymentDetails | IbanPaymentDetails | RibPaymentDetails;

/** The paymentDetails schema of `method` for an off-ramp in `currency`. */
export function paymentDetailsSchemaFor(method: PaymentMethod, currency: B2bCurrency) {
  switch (method) {
    case 'ACH':
      return achPaymentDetails;
    case 'LOCAL_BANK_TRANSFER':
      return localBankPaymentDetails;
    case 'IBAN':
      return ibanPaymentDetails;
    case 'RIB':
      return ribPaymentDetails(isRibCurrencyOrThrow(currency));
  }
}

function isRibCurrencyOrThrow(currency: B2bCurrency): RibCurrency {
  if (!isRibCurrency(currency)) throw new RangeError(`${currency} is not paid out by RIB`);
  return currency;
}

/**
 * The payment method a given paymentDetails object uses for `currency`. Only
 * GBP accepts two methods: details carrying an `iban` are IBAN details,
 * anything else is a local bank transfer (sort code and account number).
 */
export function paymentMethodOfDetails(currency: B2bCurrency, details: unknown): PaymentMethod {
  if (currency === 'GBP' && typeof details === 'object' && details !== null && 'iban' in details) return 'IBAN';
  return paymentMethodFor(currency);
}
