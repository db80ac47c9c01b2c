// Mobile Money payout accounts (docs/business-offramp, "OTC desk": provider, phoneNumber,
// accountName for EGP, SLE, SSP, TZS, UGX, XAF and XOF). The provider's pages name no operators:
// the operators and calling codes below are ours (docs/contract.md, "Mobile Money providers").

import { e164Phone } from './contact.js';

export const MOBILE_MONEY_CURRENCIES = ['EGP', 'SLE', 'SSP', 'TZS', 'UGX', 'XAF', 'XOF'] as const;
export type MobileMoneyCurrency = (typeof MOBILE_MONEY_CURRENCIES)[number];

interface Operator {
  /** The name the gateway sends. */
  name: string;
  /** Other ways people write it. */
  aliases: readonly string[];
}

const MTN: Operator = { name: 'MTN MoMo', aliases: ['MTN', 'MTN Mobile Money', 'MoMo'] };
const ORANGE: Operator = { name: 'Orange Money', aliases: ['Orange', 'Orange Cash'] };
const AIRTEL: Operator = { name: 'Airtel Money', aliases: ['Airtel'] };
const MOOV: Operator = { name: 'Moov Money', aliases: ['Moov', 'Flooz'] };

/** The mobile money operators of the countries of each currency. */
const OPERATORS: Readonly<Record<MobileMoneyCurrency, readonly Operator[]>> = {
  EGP: [
    { name: 'Vodafone Cash', aliases: ['Vodafone'] },
    { name: 'Orange Cash', aliases: ['Orange', 'Orange Money'] },
    { name: 'Etisalat Cash', aliases: ['Etisalat', 'e& money'] },
    { name: 'WE Pay', aliases: ['WE'] },
  ],
  SLE: [ORANGE, { name: 'Africell Money', aliases: ['Africell', 'AfriMoney'] }],
  SSP: [MTN, { name: 'm-Gurush', aliases: ['mGurush'] }],
  TZS: [
    { name: 'M-Pesa', aliases: ['Vodacom M-Pesa', 'Vodacom'] },
    { name: 'Mixx by Yas', aliases: ['Tigo Pesa', 'Tigo', 'Mixx', 'Yas'] },
    AIRTEL,
    { name: 'HaloPesa', aliases: ['Halotel'] },
    { name: 'AzamPesa', aliases: ['Azam'] },
  ],
  UGX: [MTN, AIRTEL],
  XAF: [MTN, ORANGE, AIRTEL, MOOV],
  XOF: [ORANGE, MTN, MOOV, { name: 'Wave', aliases: [] }, { name: 'Free Money', aliases: ['Free', 'Yas Money'] }],
};

/**
 * The ITU calling codes of the countries of each currency: XAF is CEMAC's (Cameroon, Central African
 * Republic, Chad, Congo, Equatorial Guinea, Gabon), XOF UEMOA's (Benin, Burkina Faso, Côte d'Ivoire,
 * Guinea-Bissau, Mali, Niger, Senegal, Togo).
 */
const CALLING_CODES: Readonly<Record<MobileMoneyCurrency, readonly string[]>> = {
  EGP: ['20'],
  SLE: ['232'],
  SSP: ['211'],
  TZS: ['255'],
  UGX: ['256'],
  XAF: ['237', '236', '235', '242', '240', '241'],
  XOF: ['229', '226', '225', '245', '223', '227', '221', '228'],
};

export function isMobileMoneyCurrency(value: string): value is MobileMoneyCurrency {
  return (MOBILE_MONEY_CURRENCIES as readonly string[]).includes(value);
}

/** Letters and digits in upper case: "mtn momo", "MTN-MoMo" and "MTN MoMo" are one name. */
const nameKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The operators of `currency`, by the names the gateway sends; none for a currency without Mobile Money. */
export function mobileMoneyProviders(currency: string): readonly string[] {
  return isMobileMoneyCurrency(currency) ? OPERATORS[currency].map((operator) => operator.name) : [];
}

/** The operator of `currency` that `text` names (its name or an alias, case, spaces and punctuation aside), by its name; null for none. */
export function mobileMoneyProvider(currency: string, text: string): string | null {
  if (!isMobileMoneyCurrency(currency)) return null;
  const key = nameKey(text);
  if (key === '') return null;
  const operator = OPERATORS[currency].find((candidate) => [candidate.name, ...candidate.aliases].some((name) => nameKey(name) === key));
  return operator?.name ?? null;
}

/** The calling codes of the countries that use `currency`. */
export function mobileMoneyCallingCodes(currency: string): readonly string[] {
  return isMobileMoneyCurrency(currency) ? CALLING_CODES[currency] : [];
}

/** `text` in E.164 when it is an international number of a country that uses `currency`; null otherwise. */
export function mobileMoneyPhone(currency: string, text: string): string | null {
  const phone = e164Phone(text);
  if (phone === null) return null;
  return mobileMoneyCallingCodes(currency).some((code) => phone.startsWith(`+${code}`)) ? phone : null;
}
