// Bank account identifiers of the off-ramp payout methods, and the shape of
// `paymentDetails` per method (contract, "POST /otc/offramp: paymentDetails per method").

import { isSEPACountry, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { isValidCountryCode } from './contact.js';
import { acceptedPaymentMethods, paymentMethodFor, type B2bCurrency, type PaymentMethod } from './currencies.js';
import { mobileMoneyCallingCodes, mobileMoneyPhone, mobileMoneyProvider, mobileMoneyProviders } from './mobile-money.js';
import { isValidPixKey, pixKey } from './pix-keys.js';
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

// The EPC widened SEPA's geographical scope to Montenegro and Albania (November 2024), North
// Macedonia and Moldova (March 2025); ibantools' list predates that.
const SEPA_COUNTRIES_SINCE_2024 = new Set(['ME', 'AL', 'MK', 'MD']);

/** An IBAN of a country in the SEPA scheme, which a SEPA transfer can reach. */
export function isValidSepaIban(text: string): boolean {
  const country = text.slice(0, 2);
  return isValidIBAN(text) && (isSEPACountry(country) || SEPA_COUNTRIES_SINCE_2024.has(country));
}

// ISO 9362: institution (4 letters), country (2 letters), location (2 letters or digits), and an
// optional branch (3 letters or digits).
const BIC_SHAPE = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** A BIC (SWIFT code) of 8 or 11 characters in upper case, whose country part is an assigned ISO 3166-1 code. */
export function isValidBic(text: string): boolean {
  const country = BIC_SHAPE.exec(text)?.[1];
  return country !== undefined && isValidCountryCode(country);
}

/** A CNAPS code (China's bank code of the China National Advanced Payment System): 12 digits. */
export function isValidCnapsCode(text: string): boolean {
  return /^\d{12}$/.test(text);
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

export const sepaPaymentDetails = z.object({
  iban: checkedText(isValidSepaIban, 'must be the IBAN of a SEPA country, of the length its country uses, with valid check digits', 'INVALID_IBAN'),
  beneficiaryName: accountName,
  bankName,
});

export const pixPaymentDetails = z.object({
  pixKey: checkedText(isValidPixKey, 'must be a Pix key: a CPF or CNPJ with valid check digits, an e-mail address, a +55 phone number or a random key (UUID)', 'INVALID_PIX_KEY')
    .transform((v) => pixKey(v)?.key ?? v),
  accountHolder: accountName,
});

/** The local bank fields with the BIC of the account's bank, written in upper case. */
export const swiftPaymentDetails = z.object({
  accountNumber: requiredText(ACCOUNT_NUMBER_MAX_LENGTH),
  accountName,
  bankName,
  swiftCode: checkedText((v) => isValidBic(v.trim().toUpperCase()), 'must be a BIC of 8 or 11 letters and digits (bank, country, location, branch)', 'INVALID_SWIFT_CODE')
    .transform((v) => v.trim().toUpperCase()),
});

export const cnapsPaymentDetails = z.object({
  accountNumber: requiredText(ACCOUNT_NUMBER_MAX_LENGTH),
  accountName,
  bankName,
  cnapsCode: checkedText((v) => isValidCnapsCode(v.trim()), 'must be the 12 digits of the bank\'s CNAPS code', 'INVALID_CNAPS_CODE').transform((v) => v.trim()),
});

/** Mobile Money for `currency`: an operator of its countries, a phone number of one of them in E.164, the name on the wallet. */
export function mobileMoneyPaymentDetails(currency: string) {
  const providers = mobileMoneyProviders(currency);
  const codes = mobileMoneyCallingCodes(currency).map((code) => `+${code}`);
  return z.object({
    provider: checkedText((v) => mobileMoneyProvider(currency, v) !== null, `must be one of ${providers.join(', ')}`, 'UNKNOWN_MOBILE_MONEY_PROVIDER')
      .transform((v) => mobileMoneyProvider(currency, v) ?? v),
    phoneNumber: checkedText((v) => mobileMoneyPhone(currency, v) !== null, `must be an international phone number beginning ${codes.join(', ')}`, 'INVALID_PHONE')
      .transform((v) => mobileMoneyPhone(currency, v) ?? v),
    accountName,
  });
}

export type AchPaymentDetails = z.infer<typeof achPaymentDetails>;
export type LocalBankPaymentDetails = z.infer<typeof localBankPaymentDetails>;
export type IbanPaymentDetails = z.infer<typeof ibanPaymentDetails>;
export type RibPaymentDetails = z.infer<ReturnType<typeof ribPaymentDetails>>;
export type SepaPaymentDetails = z.output<typeof sepaPaymentDetails>;
export type PixPaymentDetails = z.output<typeof pixPaymentDetails>;
export type SwiftPaymentDetails = z.output<typeof swiftPaymentDetails>;
export type CnapsPaymentDetails = z.output<typeof cnapsPaymentDetails>;
export type MobileMoneyPaymentDetails = z.output<ReturnType<typeof mobileMoneyPaymentDetails>>;
export type PaymentDetails =
  | AchPaymentDetails
  | LocalBankPaymentDetails
  | IbanPaymentDetails
  | RibPaymentDetails
  | SepaPaymentDetails
  | PixPaymentDetails
  | SwiftPaymentDetails
  | CnapsPaymentDetails
  | MobileMoneyPaymentDetails;

/** The paymentDetails schema of `method` for an off-ramp in `currency`. */
export function paymentDetailsSchemaFor(method: PaymentMethod, currency: B2bCurrency) {
  switch (method) {
    case 'ACH':
      return achPaymentDetails;
    case 'LOCAL_BANK_TRANSFER':
    case 'NIP':
    case 'GIP':
    case 'PESONET':
      return localBankPaymentDetails;
    case 'SEPA':
      return sepaPaymentDetails;
    case 'PIX':
      return pixPaymentDetails;
    case 'SWIFT':
      return swiftPaymentDetails;
    case 'CNAPS':
      return cnapsPaymentDetails;
    case 'MOBILE_MONEY':
      return mobileMoneyPaymentDetails(currency);
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

// The field that tells each method's details apart from the others a currency accepts, most specific
// first (SEPA details carry an iban too); the methods without one are told by the currency alone.
const DISTINCT_FIELD: ReadonlyArray<readonly [PaymentMethod, string]> = [
  ['PIX', 'pixKey'],
  ['MOBILE_MONEY', 'phoneNumber'],
  ['SWIFT', 'swiftCode'],
  ['CNAPS', 'cnapsCode'],
  ['SEPA', 'beneficiaryName'],
  ['RIB', 'rib'],
  ['IBAN', 'iban'],
];

/**
 * The payment method a given paymentDetails object uses for `currency`: of the methods the currency
 * accepts, the one whose own field the details carry (GBP details with an `iban` are IBAN details,
 * EUR details with a `beneficiaryName` SEPA's); anything else is the currency's own method.
 */
export function paymentMethodOfDetails(currency: B2bCurrency, details: unknown): PaymentMethod {
  const accepted = acceptedPaymentMethods(currency);
  if (typeof details === 'object' && details !== null) {
    const found = DISTINCT_FIELD.find(([method, field]) => accepted.includes(method) && field in details);
    if (found !== undefined) return found[0];
  }
  return paymentMethodFor(currency);
}
