import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  achPaymentDetails,
  ibanPaymentDetails,
  isValidAbaRoutingNumber,
  isValidIban,
  isValidRib,
  localBankPaymentDetails,
  moroccanRibKey,
  paymentDetailsSchemaFor,
  paymentMethodOfDetails,
  ribPaymentDetails,
} from '../../src/domain/bank-accounts.js';
import { otherDigit, replaceCharAt } from './corruption.js';

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** ISO 13616 check digits: 98 - (BBAN + country + "00", letters as 10..35) mod 97. */
function ibanFor(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${check.toString().padStart(2, '0')}${bban}`;
}

function abaCheckDigit(first8: string): string {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = weights.reduce((total, w, i) => total + w * Number(first8[i]), 0);
  return String((10 - (sum % 10)) % 10);
}

describe('ABA routing numbers', () => {
  it.each(['011000015', '021000021', '026009593', '111000025', '322271627'])('accepts %s', (aba) => {
    expect(isValidAbaRoutingNumber(aba)).toBe(true);
  });

  it.each(['011000016', '01100001', '0110000150', '01100001a', '000000000', '990000019', ' 011000015'])('rejects %j', (aba) => {
    expect(isValidAbaRoutingNumber(aba)).toBe(false);
  });

  it('accepts generated numbers and rejects every single-digit change', () => {
    const prefix = fc.constantFrom('01', '02', '07', '12', '21', '26', '32', '61', '72', '80');
    fc.assert(
      fc.property(prefix, digits(6), fc.nat(), fc.nat(), (head, body, at, pick) => {
        const aba = head + body + abaCheckDigit(head + body);
        expect(isValidAbaRoutingNumber(aba)).toBe(true);
        const index = at % 9;
        expect(isValidAbaRoutingNumber(replaceCharAt(aba, index, otherDigit(aba[index]!, pick)))).toBe(false);
      }),
    );
  });
});

describe('IBANs', () => {
  it.each([
    'GB82WEST12345698765432',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
    'AE070331234567890123456',
    'TR330006100519786457841326',
    'EG380019000500000000263180002',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    'GB83WEST12345698765432',
    'DE89370400440532013001',
    'GB82 WEST 1234 5698 7654 32',
    'gb82west12345698765432',
    'GB82WEST1234569876543',
    'XX82WEST12345698765432',
    '',
  ])('rejects %j', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('accepts generated IBANs and rejects every single-digit change', () => {
    const generated = fc.oneof(
      digits(18).map((bban) => ibanFor('DE', bban)),
      fc.tuple(fc.constantFrom('WEST', 'NWBK', 'BARC'), digits(14)).map(([bank, rest]) => ibanFor('GB', bank + rest)),
      digits(19).map((bban) => ibanFor('AE', bban)),
      digits(25).map((bban) => ibanFor('EG', bban)),
    );
    fc.assert(
      fc.property(generated, fc.nat(), fc.nat(), (iban, at, pick) => {
        expect(isValidIban(iban)).toBe(true);
        const digitPositions = [...iban].map((c, i) => (i >= 2 && /\d/.test(c) ? i : -1)).filter((i) => i >= 0);
        const index = digitPositions[at % digitPositions.length]!;
        expect(isValidIban(replaceCharAt(iban, index, otherDigit(iban[index]!, pick)))).toBe(false);
      }),
    );
  });
});

describe('RIBs', () => {
  it('checks the key of a Moroccan RIB', () => {
    // The BBAN of the Moroccan IBAN example MA64 0115 1900 0001 2050 0053 4921.
    expect(isValidRib('MAD', '011519000001205000534921')).toBe(true);
    expect(moroccanRibKey('0115190000012050005349')).toBe('21');
    expect(isValidRib('MAD', '011519000001205000534922')).toBe(false);
    expect(isValidRib('MAD', '01151900000120500053492')).toBe(false);
    expect(isValidRib('MAD', '01151900000120500053492A')).toBe(false);
  });

  it('accepts generated Moroccan RIBs and rejects every single-digit change', () => {
    fc.assert(
      fc.property(digits(22), fc.nat(), fc.nat(), (first22, at, pick) => {
        const rib = first22 + moroccanRibKey(first22);
        expect(isValidRib('MAD', rib)).toBe(true);
        const index = at % 24;
        expect(isValidRib('MAD', replaceCharAt(rib, index, otherDigit(rib[index]!, pick)))).toBe(false);
      }),
    );
  });

  it('takes 23 to 24 letters or digits for XAF and XOF', () => {
    expect(isValidRib('XAF', '10005000010123456789012')).toBe(true);
    expect(isValidRib('XOF', 'SN0120100100123456789012')).toBe(true);
    expect(isValidRib('XOF', 'SN01201001001234567890')).toBe(false);
    expect(isValidRib('XOF', 'SN012010010012345678901234')).toBe(false);
    expect(isValidRib('XAF', '10005-00001-01234567890-12')).toBe(false);
  });

  it('has no RIB for other currencies', () => {
    expect(isValidRib('EUR', '011519000001205000534921')).toBe(false);
  });
});

describe('paymentDetails schemas', () => {
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('requires ACH fields and names each missing one', () => {
    expect(issuesOf(achPaymentDetails.safeParse({}))).toEqual({
      accountNumber: 'is required',
      routingNumber: 'is required',
      accountName: 'is required',
    });
    const ok = achPaymentDetails.safeParse({ accountNumber: '123456789', routingNumber: '011000015', accountName: 'Acme Inc' });
    expect(ok.success).toBe(true);
  });

  it('explains a bad routing number on its own field', () => {
    const result = achPaymentDetails.safeParse({ accountNumber: '123456789', routingNumber: '011000016', accountName: 'Acme' });
    expect(issuesOf(result)).toEqual({ routingNumber: 'must be a 9-digit ABA routing number with a valid checksum' });
  });

  it('requires bank name for local transfers and keeps the routing number optional', () => {
    expect(issuesOf(localBankPaymentDetails.safeParse({ accountNumber: '0123456789', accountName: 'Ada' }))).toEqual({
      bankName: 'is required',
    });
    expect(
      localBankPaymentDetails.safeParse({ accountNumber: '0123456789', accountName: 'Ada', bankName: 'GTBank', routingNumber: '058' })
        .success,
    ).toBe(true);
    expect(issuesOf(localBankPaymentDetails.safeParse({ accountNumber: '  ', accountName: 'Ada', bankName: 'GTBank' }))).toEqual({
      accountNumber: 'must not be empty',
    });
  });

  it('checks the IBAN and the RIB of their methods', () => {
    expect(
      issuesOf(ibanPaymentDetails.safeParse({ iban: 'DE89370400440532013001', accountName: 'Acme GmbH', bankName: 'Commerzbank' })),
    ).toEqual({ iban: 'must be an IBAN of the length its country uses, with valid check digits' });
    expect(
      issuesOf(ribPaymentDetails('MAD').safeParse({ rib: '011519000001205000534922', accountName: 'Acme', bankName: 'BMCE' })),
    ).toEqual({ rib: 'must be a 24-digit Moroccan RIB with a valid key' });
    expect(issuesOf(ibanPaymentDetails.safeParse({ iban: 42, accountName: 'A', bankName: 'B' }))).toEqual({ iban: 'must be a string' });
  });

  it('picks the schema of the method and the currency', () => {
    const rib = { rib: '011519000001205000534921', accountName: 'Acme', bankName: 'BMCE' };
    expect(paymentDetailsSchemaFor('RIB', 'MAD').safeParse(rib).success).toBe(true);
    expect(paymentDetailsSchemaFor('RIB', 'XOF').safeParse(rib).success).toBe(true);
    expect(paymentDetailsSchemaFor('IBAN', 'EUR').safeParse(rib).success).toBe(false);
    expect(() => paymentDetailsSchemaFor('RIB', 'EUR')).toThrow(RangeError);
  });

  it('tells GBP IBAN details from GBP local details', () => {
    expect(paymentMethodOfDetails('GBP', { iban: 'GB82WEST12345698765432' })).toBe('IBAN');
    expect(paymentMethodOfDetails('GBP', { accountNumber: '12345678', routingNumber: '400515' })).toBe('LOCAL_BANK_TRANSFER');
    expect(paymentMethodOfDetails('EUR', {})).toBe('IBAN');
    expect(paymentMethodOfDetails('USD', { iban: 'x' })).toBe('ACH');
  });
});
