import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildBrCode, crc16CcittFalse, isValidBrCode, parseBrCode, pixTxidFor } from '../../src/domain/pix.js';
import { replaceCharAt } from './corruption.js';

// The known valid code of the contract.
const KNOWN_CODE =
  '00020126330014BR.GOV.BCB.PIX01115794666323452040000530398654041.005802BR5925CLENILTON CRUZ DE ALENCAR6006MANAUS62070503***6304FA88';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value and pads to 4 upper hex digits', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse(KNOWN_CODE.slice(0, -4))).toBe('FA88');
  });
});

describe('BR Code', () => {
  it('validates and parses the known code', () => {
    expect(isValidBrCode(KNOWN_CODE)).toBe(true);
    const parsed = parseBrCode(KNOWN_CODE);
    expect(parsed).toMatchObject({
      pixKey: '57946663234',
      amount: '1.00',
      merchantName: 'CLENILTON CRUZ DE ALENCAR',
      merchantCity: 'MANAUS',
      txid: '***',
    });
    expect([...parsed!.fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
  });

  it('builds a code with the contract fields that parses back', () => {
    const code = buildBrCode({
      pixKey: 'pix@ramp.example.com',
      amount: '1070',
      merchantName: 'Ramp Pagamentos Ltda',
      merchantCity: 'São Paulo',
      txid: 'tkt8f3a',
    });
    expect(code.startsWith('000201010212')).toBe(true);
    expect(code).toContain('5204000053039865407' + '1070.00' + '5802BR');
    expect(isValidBrCode(code)).toBe(true);
    expect(parseBrCode(code)).toMatchObject({
      pixKey: 'pix@ramp.example.com',
      amount: '1070.00',
      merchantName: 'Ramp Pagamentos Ltda',
      merchantCity: 'Sao Paulo',
      txid: 'tkt8f3a',
    });
  });

  it('refuses input it cannot encode', () => {
    const base = { pixKey: 'key', amount: '10.00', merchantName: 'Ramp', merchantCity: 'Recife', txid: 'abc' };
    expect(() => buildBrCode({ ...base, merchantName: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, merchantCity: 'B'.repeat(16) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, amount: '10.001' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'tkt_123' })).toThrow(RangeError);
    expect(pixTxidFor('tkt_0c6f-4e2a')).toBe('tkt0c6f4e2a');
  });

  it.each([
    ['a wrong CRC', KNOWN_CODE.slice(0, -4) + 'FA89'],
    ['a lower-case CRC', KNOWN_CODE.slice(0, -4) + 'fa88'],
    ['a changed amount', KNOWN_CODE.replace('54041.00', '54041.10')],
    ['a truncated code', KNOWN_CODE.slice(0, -1)],
    ['no CRC field', KNOWN_CODE.slice(0, -8)],
    ['an empty text', ''],
  ])('rejects %s', (_, code) => {
    expect(isValidBrCode(code)).toBe(false);
  });

  it('rejects a length that does not match its value', () => {
    expect(parseBrCode(KNOWN_CODE.replace('6006MANAUS', '6007MANAUS'))).toBeNull();
  });

  it('round-trips generated codes and rejects any single-character corruption', () => {
    const word = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9 ]{1,${max}}$`)).filter((s) => s.trim() !== '');
    const input = fc.record({
      pixKey: fc.stringMatching(/^[a-z0-9.@+-]{1,77}$/),
      amount: fc.bigInt({ min: 1n, max: 10n ** 12n - 1n }).map((c) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`),
      merchantName: word(25),
      merchantCity: word(15),
      txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
    });
    fc.assert(
      fc.property(input, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (fields, at, charCode) => {
        const code = buildBrCode(fields);
        expect(isValidBrCode(code)).toBe(true);
        expect(parseBrCode(code)).toMatchObject(fields);
        const index = at % code.length;
        const replacement = String.fromCharCode(charCode);
        if (replacement === code[index]) return;
        expect(isValidBrCode(replaceCharAt(code, index, replacement))).toBe(false);
      }),
    );
  });
});
