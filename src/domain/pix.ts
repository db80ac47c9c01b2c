// Pix "copia e cola" BR Code: the EMV merchant-presented QR payload of the
// Banco Central do Brasil, as the contract's "BRL on-ramp" section lays it out.
// Every field is ID (2 digits) + length (2 digits) + value.

import crc16ccitt from 'crc/crc16ccitt';
import { FIAT_DECIMALS, formatDecimal, parseDecimal } from './money.js';
import { PIX_KEY_MAX_LENGTH } from './pix-keys.js';

const PIX_GUI = 'br.gov.bcb.pix';
const CRC_FIELD_HEADER = '6304';
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
// Field 54 holds at most 13 characters ("9999999999.99").
const AMOUNT_MAX_LENGTH = 13;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the text, as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  return crc16ccitt(text).toString(16).toUpperCase().padStart(4, '0');
}

/** A Pix txid of a merchant-presented code: 1 to 25 letters or digits, or '***' for none. */
export function isValidPixTxid(txid: string): boolean {
  return /^[A-Za-z0-9]{1,25}$/.test(txid) || txid === '***';
}

/** A txid for an identifier that may hold other characters (dashes, underscores): letters and digits only, at most 25. */
export function pixTxidFor(identifier: string): string {
  const txid = identifier.replace(/[^A-Za-z0-9]/g, '').slice(-25);
  return txid === '' ? '***' : txid;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return id + value.length.toString().padStart(2, '0') + value;
}

/** Printable ASCII only: accents are dropped ("São Paulo" → "Sao Paulo"), since readers count bytes. */
function asciiText(text: string, what: string, maxLength: number): string {
  const ascii = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (!/^[\x20-\x7e]+$/.test(ascii)) throw new RangeError(`${what} must be printable text`);
  if (ascii.length > maxLength) throw new RangeError(`${what} must be at most ${maxLength} characters`);
  return ascii;
}

export interface BrCodeInput {
  readonly pixKey: string;
  /** The BRL total, e.g. "123.45". */
  readonly amount: string;
  readonly merchantName: string;
  readonly merchantCity: string;
  /** 1 to 25 letters or digits (see `pixTxidFor`). */
  readonly txid: string;
}

/** Builds a Pix BR Code; throws RangeError on input that cannot be encoded. */
export function buildBrCode(input: BrCodeInput): string {
  const units = parseDecimal(input.amount, FIAT_DECIMALS);
  if (units === null) throw new RangeError('amount must be a decimal string with at most 2 fraction digits');
  const amount = formatDecimal(units, FIAT_DECIMALS);
  if (amount.length > AMOUNT_MAX_LENGTH) throw new RangeError('amount is too large for a BR Code');
  if (!isValidPixTxid(input.txid)) throw new RangeError('txid must be 1 to 25 letters or digits');
  const pixKey = asciiText(input.pixKey, 'pixKey', PIX_KEY_MAX_LENGTH);
  const payload =
    field('00', '01') +
    // 12: a dynamic code, meant to be paid once.
    field('01', '12') +
    field('26', field('00', PIX_GUI) + field('01', pixKey)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', asciiText(input.merchantName, 'merchantName', MERCHANT_NAME_MAX)) +
    field('60', asciiText(input.merchantCity, 'merchantCity', MERCHANT_CITY_MAX)) +
    field('62', field('05', input.txid)) +
    CRC_FIELD_HEADER;
  return payload + crc16CcittFalse(payload);
}

/** Splits ID-length-value fields; null when they do not tile the text exactly or an ID repeats. */
function parseFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const header = /^(\d{2})(\d{2})/.exec(text.slice(at, at + 4));
    if (header === null) return null;
    const [, id = '', lengthText = ''] = header;
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length || fields.has(id)) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

export interface ParsedBrCode {
  /** Top-level fields by ID, in order of appearance. */
  readonly fields: Map<string, string>;
  readonly pixKey: string | null;
  readonly amount: string | null;
  readonly merchantName: string;
  readonly merchantCity: string;
  readonly txid: string | null;
}

/**
 * Reads a BR Code's structure: payload format 01 first, CRC field last, the
 * Pix merchant account template, currency, country, name and city present.
 * The CRC value is not verified here; `isValidBrCode` does that.
 */
export function parseBrCode(code: string): ParsedBrCode | null {
  const fields = parseFields(code);
  if (fields === null) return null;
  const ids = [...fields.keys()];
  if (ids[0] !== '00' || fields.get('00') !== '01') return null;
  if (ids[ids.length - 1] !== '63' || !/^[0-9A-F]{4}$/.test(fields.get('63') ?? '')) return null;
  const account = parseFields(fields.get('26') ?? '');
  if (account === null || account.get('00')?.toLowerCase() !== PIX_GUI) return null;
  const merchantName = fields.get('59');
  const merchantCity = fields.get('60');
  if (fields.get('53') !== '986' || fields.get('58') !== 'BR' || merchantName === undefined || merchantCity === undefined) {
    return null;
  }
  const amount = fields.get('54') ?? null;
  if (amount !== null && !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const additional = fields.has('62') ? parseFields(fields.get('62') ?? '') : new Map<string, string>();
  if (additional === null) return null;
  return {
    fields,
    pixKey: account.get('01') ?? null,
    amount,
    merchantName,
    merchantCity,
    txid: additional.get('05') ?? null,
  };
}

/** A structurally sound BR Code whose CRC matches everything before it. */
export function isValidBrCode(code: string): boolean {
  if (parseBrCode(code) === null) return false;
  const payload = code.slice(0, -4);
  return payload.endsWith(CRC_FIELD_HEADER) && crc16CcittFalse(payload) === code.slice(-4);
}
