// Pix keys (chaves Pix) of the Banco Central do Brasil's DICT, the payout account of the PIX
// payment method (docs/business-offramp, "OTC desk": pixKey, accountHolder).

import { e164Phone, isValidEmail } from './contact.js';

export type PixKeyKind = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'RANDOM';

export interface PixKey {
  kind: PixKeyKind;
  /** The key as the DICT stores it: CPF and CNPJ as digits, a phone in E.164, a random key in lower case. */
  key: string;
}

/** The DICT's longest key: an e-mail address of 77 characters, which fills a BR Code's template 26 (99 characters: GUI field 18, key header 4). */
export const PIX_KEY_MAX_LENGTH = 77;

// A modulo-11 check digit over weights: 11 - (sum mod 11), 0 when that is 10 or 11. A character
// counts as its code less 48, so a digit is itself and a letter of an alphanumeric CNPJ 17 to 42.
function mod11Digit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits.charCodeAt(i) - 48), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/** A CPF (Cadastro de Pessoas Físicas): 11 digits, the last two its modulo-11 check digits. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || allSame(digits)) return false;
  const first = mod11Digit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

/**
 * A CNPJ (Cadastro Nacional da Pessoa Jurídica): 12 characters and two modulo-11 check digits. The
 * Receita Federal issues alphanumeric CNPJs (upper-case letters among the first 12) from July 2026
 * (Instrução Normativa RFB 2.229/2024); the check digits are computed over both kinds alike.
 */
export function isValidCnpj(digits: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(digits) || allSame(digits)) return false;
  const first = mod11Digit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

// A Brazilian number in E.164: +55, a two-digit area code (DDD, neither digit 0), 8 or 9 digits.
const BRAZILIAN_PHONE = /^\+55[1-9]{2}\d{8,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// CPF and CNPJ as people write them: 123.456.789-09, 12.345.678/0001-95, 12.ABC.345/01DE-35.
const DOCUMENT_NUMBER = /^[\dA-Za-z./-]+$/;

/**
 * The Pix key `text` is, by the DICT's five kinds: a CPF or CNPJ (digits, dots, slash and hyphen as
 * written), an e-mail address, a Brazilian phone number in international form (`+55 11 98765-4321`),
 * or a random key (a UUID). Null for anything else, a CPF or CNPJ whose check digits fail among it.
 */
export function pixKey(text: string): PixKey | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > PIX_KEY_MAX_LENGTH) return null;
  if (UUID.test(trimmed.toLowerCase())) return { kind: 'RANDOM', key: trimmed.toLowerCase() };
  if (trimmed.startsWith('+')) {
    const phone = e164Phone(trimmed);
    return phone !== null && BRAZILIAN_PHONE.test(phone) ? { kind: 'PHONE', key: phone } : null;
  }
  if (trimmed.includes('@')) return isValidEmail(trimmed) ? { kind: 'EMAIL', key: trimmed } : null;
  if (!DOCUMENT_NUMBER.test(trimmed)) return null;
  const digits = trimmed.replace(/[./-]/g, '').toUpperCase();
  if (isValidCpf(digits)) return { kind: 'CPF', key: digits };
  if (isValidCnpj(digits)) return { kind: 'CNPJ', key: digits };
  return null;
}

export function isValidPixKey(text: string): boolean {
  return pixKey(text) !== null;
}
