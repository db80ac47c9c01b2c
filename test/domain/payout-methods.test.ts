import { describe, expect, it } from 'vitest';
import {
  cnapsPaymentDetails,
  isValidBic,
  isValidCnapsCode,
  isValidSepaIban,
  mobileMoneyPaymentDetails,
  paymentDetailsSchemaFor,
  paymentMethodOfDetails,
  pixPaymentDetails,
  sepaPaymentDetails,
  swiftPaymentDetails,
} from '../../src/domain/bank-accounts.js';
import { mobileMoneyPhone, mobileMoneyProvider, mobileMoneyProviders } from '../../src/domain/mobile-money.js';
import { isValidCnpj, isValidCpf, pixKey } from '../../src/domain/pix-keys.js';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

function codesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; params?: { code?: string } }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.params?.code ?? issue.code]));
}

describe('SWIFT and CNAPS codes', () => {
  it('takes BICs of 8 or 11 characters whose country part is an assigned country', () => {
    for (const bic of ['DEUTDEFF', 'DEUTDEFF500', 'BOFAUS3N', 'ICBKCNBJ', 'NEDSZAJJXXX']) expect(isValidBic(bic)).toBe(true);
    for (const bic of ['DEUTXXFF', 'DEUTDEF', 'DEUTDEFF50', 'DEUTDEFF5000', 'DEU1DEFF', 'deutdeff', 'DEUT DEFF', '']) expect(isValidBic(bic)).toBe(false);
  });

  it('takes 12-digit CNAPS codes only', () => {
    expect(isValidCnapsCode('102100099996')).toBe(true);
    for (const code of ['10210009999', '1021000999961', '10210009999A', '']) expect(isValidCnapsCode(code)).toBe(false);
  });

  it('writes a SWIFT code in upper case and reports every field at once', () => {
    const ok = swiftPaymentDetails.safeParse({ accountNumber: '0123456789', accountName: 'Acme FZE', bankName: 'Emirates NBD', swiftCode: ' ebilaead ' });
    expect(ok.success && ok.data.swiftCode).toBe('EBILAEAD');
    const bad = swiftPaymentDetails.safeParse({ accountNumber: '', bankName: 'Emirates NBD', swiftCode: 'EBILXXAD' });
    expect(codesOf(bad)).toEqual({ accountNumber: 'too_small', accountName: 'invalid_type', swiftCode: 'INVALID_SWIFT_CODE' });
  });

  it('checks the CNAPS details', () => {
    const bad = cnapsPaymentDetails.safeParse({ accountNumber: '6222021234567890', accountName: 'Acme', bankName: 'ICBC', cnapsCode: '1021' });
    expect(codesOf(bad)).toEqual({ cnapsCode: 'INVALID_CNAPS_CODE' });
  });
});

describe('SEPA', () => {
  it('takes valid IBANs of SEPA countries only', () => {
    expect(isValidSepaIban('DE89370400440532013000')).toBe(true);
    expect(isValidSepaIban('GB82WEST12345698765432')).toBe(true);
    // A valid IBAN outside SEPA, and one whose check digits fail.
    expect(isValidSepaIban('AE070331234567890123456')).toBe(false);
    expect(isValidSepaIban('DE89370400440532013001')).toBe(false);
  });

  it('takes IBANs of the countries the EPC admitted to SEPA in 2024 and 2025, and not of those still outside', () => {
    // Montenegro, Albania, North Macedonia and Moldova, each the IBAN registry's example.
    for (const iban of ['ME25505000012345678951', 'AL47212110090000000235698741', 'MK07250120000058984', 'MD24AG000225100013104168']) {
      expect({ iban, sepa: isValidSepaIban(iban) }).toEqual({ iban, sepa: true });
    }
    for (const iban of ['BA391290079401028494', 'SA0380000000608010167519', 'TR330006100519786457841326']) {
      expect({ iban, sepa: isValidSepaIban(iban) }).toEqual({ iban, sepa: false });
    }
  });

  it('names the beneficiary as the OTC desk does', () => {
    const result = sepaPaymentDetails.safeParse({ iban: 'DE89370400440532013000', accountName: 'Acme GmbH', bankName: 'Commerzbank' });
    expect(issuesOf(result)).toEqual({ beneficiaryName: 'is required' });
  });
});

describe('Pix keys', () => {
  it('checks CPF and CNPJ check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
  });

  it('takes the alphanumeric CNPJs issued from July 2026, check digits and all, and writes their letters in upper case', () => {
    // The Receita Federal's example of the new format.
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(pixKey('12.ABC.345/01DE-35')).toEqual({ kind: 'CNPJ', key: '12ABC34501DE35' });
    expect(pixKey('12.abc.345/01de-35')).toEqual({ kind: 'CNPJ', key: '12ABC34501DE35' });
    for (const bad of ['12.ABC.345/01DE-3A', '12ABC34501DE3', '1234567890123A', '5299822472A']) expect(pixKey(bad)).toBeNull();
  });

  it('reads the five kinds and writes each as the DICT stores it', () => {
    expect(pixKey('529.982.247-25')).toEqual({ kind: 'CPF', key: '52998224725' });
    expect(pixKey('11.222.333/0001-81')).toEqual({ kind: 'CNPJ', key: '11222333000181' });
    expect(pixKey('financeiro@acme.com.br')).toEqual({ kind: 'EMAIL', key: 'financeiro@acme.com.br' });
    expect(pixKey('+55 11 98765-4321')).toEqual({ kind: 'PHONE', key: '+5511987654321' });
    expect(pixKey('123E4567-E89B-42D3-A456-426614174000')).toEqual({ kind: 'RANDOM', key: '123e4567-e89b-42d3-a456-426614174000' });
  });

  it('refuses anything else', () => {
    for (const bad of ['529.982.247-24', '11987654321', '+1 415 555 2671', '+55 01 98765-4321', 'acme.com.br', 'not a key', '', `${'a'.repeat(70)}@acme.com`]) {
      expect(pixKey(bad)).toBeNull();
    }
    const result = pixPaymentDetails.safeParse({ pixKey: '529.982.247-24' });
    expect(codesOf(result)).toEqual({ pixKey: 'INVALID_PIX_KEY', accountHolder: 'invalid_type' });
  });
});

describe('Mobile Money', () => {
  it('knows the operators of each currency by their names and common other names', () => {
    expect(mobileMoneyProviders('UGX')).toEqual(['MTN MoMo', 'Airtel Money']);
    expect(mobileMoneyProvider('UGX', 'mtn')).toBe('MTN MoMo');
    expect(mobileMoneyProvider('UGX', 'MTN Mobile-Money')).toBe('MTN MoMo');
    expect(mobileMoneyProvider('TZS', 'tigo pesa')).toBe('Mixx by Yas');
    expect(mobileMoneyProvider('UGX', 'M-Pesa')).toBeNull();
    expect(mobileMoneyProvider('NGN', 'MTN')).toBeNull();
    expect(mobileMoneyProvider('UGX', '  ')).toBeNull();
  });

  it('takes phone numbers of the currency\'s countries, in E.164', () => {
    expect(mobileMoneyPhone('UGX', '+256 772 123 456')).toBe('+256772123456');
    expect(mobileMoneyPhone('XOF', '+221 77 123 45 67')).toBe('+221771234567');
    expect(mobileMoneyPhone('XAF', '+237 6 71 23 45 67')).toBe('+237671234567');
    expect(mobileMoneyPhone('UGX', '+255 712 345 678')).toBeNull();
    expect(mobileMoneyPhone('UGX', '0772 123 456')).toBeNull();
  });

  it('reports every problem of the details at once, naming the accepted operators', () => {
    const result = mobileMoneyPaymentDetails('UGX').safeParse({ provider: 'Vodafone', phoneNumber: '+255712345678', accountName: '' });
    expect(codesOf(result)).toEqual({ provider: 'UNKNOWN_MOBILE_MONEY_PROVIDER', phoneNumber: 'INVALID_PHONE', accountName: 'too_small' });
    expect(issuesOf(result).provider).toBe('must be one of MTN MoMo, Airtel Money');
    const ok = paymentDetailsSchemaFor('MOBILE_MONEY', 'XOF').safeParse({ provider: 'wave', phoneNumber: '+221 77 123 45 67', accountName: 'Awa Diop' });
    expect(ok.success && ok.data).toEqual({ provider: 'Wave', phoneNumber: '+221771234567', accountName: 'Awa Diop' });
  });
});

describe('the method of a paymentDetails object', () => {
  it('is the accepted method whose own field the details carry, else the currency\'s', () => {
    expect(paymentMethodOfDetails('EUR', { iban: 'DE89370400440532013000', beneficiaryName: 'Acme', bankName: 'X' })).toBe('SEPA');
    expect(paymentMethodOfDetails('EUR', { iban: 'DE89370400440532013000', accountName: 'Acme', bankName: 'X' })).toBe('IBAN');
    expect(paymentMethodOfDetails('GBP', { swiftCode: 'BARCGB22', accountNumber: '1' })).toBe('SWIFT');
    expect(paymentMethodOfDetails('XOF', { provider: 'Wave', phoneNumber: '+221771234567' })).toBe('MOBILE_MONEY');
    expect(paymentMethodOfDetails('XOF', { rib: 'x' })).toBe('RIB');
    expect(paymentMethodOfDetails('BRL', { pixKey: 'x' })).toBe('PIX');
    expect(paymentMethodOfDetails('CNY', {})).toBe('CNAPS');
    expect(paymentMethodOfDetails('PHP', { accountNumber: '1' })).toBe('PESONET');
    // A field of a method the currency does not take leaves the currency's own method.
    expect(paymentMethodOfDetails('NGN', { pixKey: 'x' })).toBe('LOCAL_BANK_TRANSFER');
  });
});
